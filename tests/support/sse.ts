/** Reads a Server-Sent Events stream over fetch and hands out its `balance` events in order. */
export async function openBalanceStream(url: string, cookie: string) {
  const controller = new AbortController()
  const res = await fetch(url, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  })
  const balances: number[] = []
  const waiters: (() => void)[] = []
  let buffer = ''
  const pump = (async () => {
    if (!res.body) return
    const reader = res.body.getReader()
    const decoder = new TextDecoder()
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        buffer += decoder.decode(value, { stream: true })
        let end: number
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          if (!block.includes('event: balance')) continue
          const data = block.split('\n').find((l) => l.startsWith('data: '))
          if (data) balances.push(JSON.parse(data.slice(6)).credits)
          waiters.splice(0).forEach((w) => w())
        }
      }
    } catch {
      // aborted by close()
    }
  })()
  async function waitUntil(done: () => boolean, ms: number, what: () => string) {
    const deadline = Date.now() + ms
    while (!done()) {
      if (Date.now() > deadline)
        throw new Error(`${what()} within ${ms} ms; got ${balances.join(', ')}`)
      await new Promise<void>((resolve) => {
        waiters.push(resolve)
        setTimeout(resolve, 100)
      })
    }
  }
  return {
    status: res.status,
    balances,
    /** Resolves when the server ends the stream (or close() aborts it). */
    ended: pump,
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
      await pump
    },
  }
}
