import { afterAll, vi } from 'vitest'

/**
 * The web tests share one browser environment per worker (vitest.config.ts). Each file still
 * starts as if it had a page of its own: the app's modules are evaluated again for it (their
 * caches and stores start empty), and it leaves nothing in storage for the next.
 */
vi.resetModules()

afterAll(() => {
  localStorage.clear()
  sessionStorage.clear()
})
