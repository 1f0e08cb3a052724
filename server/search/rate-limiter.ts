/**
 * A fixed-window counter per key (a user, an IP). In memory: each instance limits what it
 * serves, which bounds abuse without shared state.
 */
export function createRateLimiter(options: { max: number; windowMs: number; now?: () => number }) {
  const now = options.now ?? Date.now
  const windows = new Map<string, { start: number; count: number }>()
  return {
    /** Counts one hit; answers whether it is allowed and, if not, how long to wait. */
    hit(key: string): { ok: true } | { ok: false; retryAfterS: number } {
      const t = now()
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (t - w.start >= options.windowMs) windows.delete(k)
      }
      let window = windows.get(key)
      if (!window || t - window.start >= options.windowMs) {
        window = { start: t, count: 0 }
        windows.set(key, window)
      }
      window.count++
      if (window.count <= options.max) return { ok: true }
      return {
        ok: false,
        retryAfterS: Math.max(1, Math.ceil((window.start + options.windowMs - t) / 1000)),
      }
    },
  }
}
