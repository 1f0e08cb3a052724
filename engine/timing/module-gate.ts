/**
 * Politeness per platform: how many checks of one module may be asking its platform at once,
 * across every search of this process. Sign-up and sign-in pre-checks answer a burst from
 * one address with a rate limit or a captcha, which tells a person nothing; queued a moment,
 * the same checks answer. A check's wait counts against its own timeout.
 */

/** Email checks ask sign-up forms, which limit bursts; platforms' profile pages do not. */
export const DEFAULT_EMAIL_CONCURRENCY = 4

interface Gate {
  active: number
  waiting: (() => void)[]
}

const gates = new Map<string, Gate>()

/**
 * Waits for a free place among the module's `limit`, or rejects when `signal` aborts first.
 * Resolves to the release, to call exactly once when the check is done.
 */
export async function enterGate(
  id: string,
  limit: number,
  signal: AbortSignal,
): Promise<() => void> {
  let gate = gates.get(id)
  if (!gate) gates.set(id, (gate = { active: 0, waiting: [] }))
  const g = gate
  if (g.active >= limit) {
    await new Promise<void>((resolve, reject) => {
      const go = () => {
        signal.removeEventListener('abort', onAbort)
        resolve()
      }
      const onAbort = () => {
        const at = g.waiting.indexOf(go)
        if (at >= 0) g.waiting.splice(at, 1)
        reject(signal.reason)
      }
      if (signal.aborted) return onAbort()
      signal.addEventListener('abort', onAbort, { once: true })
      g.waiting.push(go)
    })
  } else g.active++
  let released = false
  return () => {
    if (released) return
    released = true
    const next = g.waiting.shift()
    if (next) next()
    else if (--g.active === 0) gates.delete(id)
  }
}
