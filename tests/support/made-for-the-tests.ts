import { afterAll, beforeAll } from 'vitest'

/**
 * What the tests of a file or describe block share: made before the first test and closed
 * after the last. The function returned reads it; read before it is made, it says so.
 */
export function madeForTheTests<T extends { close(): unknown }>(
  what: string,
  make: () => Promise<T>,
): () => T {
  let made: T | undefined
  beforeAll(async () => {
    made = await make()
  })
  afterAll(async () => {
    await made?.close()
  })
  return () => {
    if (!made) throw new Error(`${what} is made before the tests run`)
    return made
  }
}
