/**
 * Reads a streamed fetch response piece by piece: `onBlock` gets the text between
 * separators ('\n' for NDJSON, '\n\n' for Server-Sent Events) as it arrives. `ended`
 * resolves when the server ends the stream or the request is aborted; `waitUntil` waits for
 * what the blocks have shown.
 */
export function readBlocks(res: Response, separator: string, onBlock: (block: string) => void) {
  const waiters: (() => void)[] = []
  const wake = () => waiters.splice(0).forEach((w) => w())
  const ended = (async () => {
    if (!res.body) return
    const reader = res.body.getReader()
    const decoder = new TextDecoder()
    let buffer = ''
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        buffer += decoder.decode(value, { stream: true })
        let end: number
        while ((end = buffer.indexOf(separator)) >= 0) {
          onBlock(buffer.slice(0, end))
          buffer = buffer.slice(end + separator.length)
        }
        wake()
      }
    } catch {
      // aborted: the client left
    }
    wake()
  })()
  return {
    ended,
    /** Resolves once `done()` holds, or rejects after `ms` saying `what()` is missing. */
    async waitUntil(done: () => boolean, ms: number, what: () => string) {
      const deadline = Date.now() + ms
      while (!done()) {
        if (Date.now() > deadline) throw new Error(`${what()} within ${ms} ms`)
        await new Promise<void>((resolve) => {
          waiters.push(resolve)
          setTimeout(resolve, 100)
        })
      }
    },
  }
}
