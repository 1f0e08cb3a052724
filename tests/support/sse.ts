import { readBlocks } from './stream-reader.ts'

/** Reads a Server-Sent Events stream over fetch and hands out its `balance` events in order. */
export async function openBalanceStream(url: string, cookie: string) {
  const controller = new AbortController()
  const res = await fetch(url, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  })
  const balances: number[] = []
  const reader = readBlocks(res, '\n\n', (block) => {
    if (!block.includes('event: balance')) return
    const data = block.split('\n').find((l) => l.startsWith('data: '))
    if (data) balances.push(JSON.parse(data.slice(6)).credits)
  })
  const waitUntil = (done: () => boolean, ms: number, what: () => string) =>
    reader.waitUntil(done, ms, () => `${what()}; got ${balances.join(', ')}`)
  return {
    status: res.status,
    balances,
    /** Resolves when the server ends the stream (or close() aborts it). */
    ended: reader.ended,
    /** Resolves when a balance equal to `value` has arrived (or rejects after `ms`). */
    waitFor: (value: number, ms = 5000) =>
      waitUntil(
        () => balances.includes(value),
        ms,
        () => `no balance ${value}`,
      ),
    /** Resolves when at least `count` balance events have arrived (or rejects after `ms`). */
    waitForCount: (count: number, ms = 15_000) =>
      waitUntil(
        () => balances.length >= count,
        ms,
        () => `not ${count} balance events`,
      ),
    async close() {
      controller.abort()
      await reader.ended
    },
  }
}
