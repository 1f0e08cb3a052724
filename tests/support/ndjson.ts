import type { SearchStreamMessage as StreamMessage } from '../../shared/module-result.ts'
import { readBlocks } from './stream-reader.ts'

/**
 * Follows a search's NDJSON stream over HTTP, handing out messages as they arrive. `leave()`
 * disconnects, as a closed tab does.
 */
export async function followSearch(origin: string, id: string, cookie: string) {
  const controller = new AbortController()
  const res = await fetch(`${origin}/api/searches/${id}/stream`, {
    headers: { cookie },
    signal: controller.signal,
  })
  const messages: StreamMessage[] = []
  const reader = readBlocks(res, '\n', (line) => messages.push(JSON.parse(line) as StreamMessage))
  return {
    status: res.status,
    messages,
    /** Resolves once a message matching `test` has arrived. */
    until: (test: (m: StreamMessage) => boolean, ms = 15_000) =>
      reader.waitUntil(
        () => messages.some(test),
        ms,
        () => 'no such message',
      ),
    /** Resolves when the server ends the stream. */
    ended: reader.ended,
    async leave() {
      controller.abort()
      await reader.ended
    },
  }
}
