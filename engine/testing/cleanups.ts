import { afterEach } from 'vitest'
import { mockPlatform } from '../mock-platform.ts'

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

/**
 * A mock platform for each call in a test, closed when the test ends, so no search of the
 * calling file touches the network.
 */
export function mockPlatformsPerTest() {
  const cleanups = cleanupsAfterEach()
  return () => {
    const platform = mockPlatform()
    cleanups.push(() => platform.close())
    return platform
  }
}
