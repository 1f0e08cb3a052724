import type { LookupModule } from '../types.ts'
import type { LatencyBook } from './latency-history.ts'

/**
 * The order a search starts its checks in. Starting a whole catalogue costs about a second of
 * one thread (connects, handshakes, parsing), so the check started last begins that much after
 * the first: whichever platform is expected to answer last must start first, or the search
 * ends a second after its slowest answer instead of with it. Platforms never seen come first
 * (any of them may be the slowest, and their times are still to be learnt), then known ones
 * from slowest to quickest, and those whose last word was silence last (no deadline waits for
 * them). Equal ones keep the catalogue's order.
 */
export function startOrder(
  modules: readonly LookupModule[],
  book: Pick<LatencyBook, 'expect'> | undefined,
): number[] {
  const indexes = modules.map((_, i) => i)
  if (!book) return indexes
  const rank = modules.map((module) => {
    const expected = book.expect(module.id)
    if (!expected) return -Infinity
    return expected.kind === 'hung' ? Infinity : -expected.p95Ms
  })
  return indexes.sort((a, b) => (rank[a] as number) - (rank[b] as number) || a - b)
}
