import type { Expectation } from './latency-history.ts'

/**
 * The order a search starts its checks in. Starting a whole catalogue costs about a second of
 * one thread (connects, handshakes, parsing), so the check started last begins that much after
 * the first: whichever platform is expected to answer last must start first, or the search
 * ends a second after its slowest answer instead of with it. Platforms never seen come first
 * (any of them may be the slowest, and their times are still to be learnt), then known ones
 * from slowest to quickest, and those whose last word was silence last (no deadline waits for
 * them). Equal ones keep the catalogue's order. `expected` holds what each platform's answer
 * times lead us to expect, in the catalogue's order.
 */
export function startOrder(expected: readonly (Expectation | undefined)[]): number[] {
  const rank = expected.map((e) => {
    if (!e) return -Infinity
    return e.kind === 'hung' ? Infinity : -e.p95Ms
  })
  return expected
    .map((_, i) => i)
    .sort((a, b) => (rank[a] as number) - (rank[b] as number) || a - b)
}
