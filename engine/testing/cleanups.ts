import { afterEach } from 'vitest'

/**
 * Work to undo after each test of the calling file (close a platform, a client, a server): push
 * onto the list it returns. All of it runs, at once, when the test ends.
 */
export function cleanupsAfterEach() {
  const cleanups: (() => Promise<unknown>)[] = []
  afterEach(async () => {
    await Promise.all(cleanups.splice(0).map((c) => c()))
  })
  return cleanups
}
