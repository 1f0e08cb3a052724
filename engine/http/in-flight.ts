/**
 * A bound on the requests one client has in flight, across every search and canary of its
 * process (or search worker): each holds a socket, a file descriptor, and a process that runs
 * out of them fails every connection at once. Sized well above what a search needs, it never
 * throttles one; it keeps a burst of searches and canaries inside the process's open-file
 * limit. The rest wait their turn, in order, and leave the line when their check is aborted.
 */
export function inFlightLimit(limit: number) {
  let active = 0
  const waiting: (() => void)[] = []

  return async function acquire(signal: AbortSignal): Promise<() => void> {
    if (active >= limit) {
      await new Promise<void>((resolve, reject) => {
        const go = () => {
          signal.removeEventListener('abort', onAbort)
          resolve()
        }
        const onAbort = () => {
          const i = waiting.indexOf(go)
          if (i >= 0) waiting.splice(i, 1)
          reject(signal.reason)
        }
        if (signal.aborted) return onAbort()
        signal.addEventListener('abort', onAbort, { once: true })
        waiting.push(go)
      })
    } else {
      active++
    }
    let released = false
    return () => {
      if (released) return
      released = true
      const next = waiting.shift()
      if (next) next()
      else active--
    }
  }
}
