import type { Expectation } from './latency-history.ts'

/**
 * One in this many of a search's platforms, the quickest known, goes before the rest: their
 * answers start the report while the slowest platforms are still being started.
 */
const QUICK_FIRST_ONE_IN = 200

/**
 * The order a search starts its checks in. Starting a whole catalogue costs about a second of
 * one thread (connects, handshakes, parsing), several when every connection is new, so the
 * check started last begins that much after the first: whichever platform is expected to
 * answer last must start first, or the search ends a second after its slowest answer instead
 * of with it. Platforms never seen come first (any of them may be the slowest, and their times
 * are still to be learnt), then known ones from slowest to quickest, and those whose last word
 * was silence last (no deadline waits for them). Ahead of them all go a few of the quickest
 * (one in QUICK_FIRST_ONE_IN): starting them costs the slowest a few milliseconds, and the
 * person watching sees results from the start instead of once the slow ones are under way.
 * Equal ones keep the catalogue's order. `expected` holds what each platform's answer times
 * lead us to expect, in the catalogue's order.
 */
export function startOrder(expected: readonly (Expectation | undefined)[]): number[] {
  const rank = expected.map((e) => {
    if (!e) return -Infinity
    return e.kind === 'hung' ? Infinity : -e.p95Ms
  })
  const byRank = expected
    .map((_, i) => i)
    .sort((a, b) => (rank[a] as number) - (rank[b] as number) || a - b)
  const answering = byRank.filter((i) => expected[i]?.kind === 'answers')
  const quick = new Set(answering.slice(-Math.ceil(expected.length / QUICK_FIRST_ONE_IN)).reverse())
  return [...quick, ...byRank.filter((i) => !quick.has(i))]
}
