import type { Expectation } from '../timing/latency-history.ts'

/**
 * Self-tests asked beside a slow check. A verdict waits for its self-test (a twin for a
 * "found", the known account for a "not found"), asked after the check on its connection: for
 * a quick platform that second round trip is hidden under the slowest platforms' first one,
 * but for the slowest platforms of a search it doubles the time their verdict takes, and so the
 * search's. Their self-tests are asked while the check is still out instead, a little after it
 * starts so its connection and TLS session are made first (the self-tests resume the session).
 */

/** How long after its check a slow platform's self-tests are asked. */
export const BESIDE_AFTER_MS = 250
/** A platform quicker than this at its p95 hides its self-test's round trip anyway. */
const SLOW_FROM_MS = 1000

/**
 * The checks of a search (by index, from what each platform's times lead us to expect) whose
 * self-tests go beside them: platforms that answer,
 * and at their p95 take at least half as long as the search's slowest one. Unknown platforms
 * are not among them: nothing says they are slow, and a self-test for each would double a
 * cold search's requests.
 */
export function slowChecks(expected: readonly (Expectation | undefined)[]): Set<number> {
  const p95 = expected.map((e) => (e?.kind === 'answers' ? e.p95Ms : 0))
  const slowest = Math.max(0, ...p95)
  const bar = Math.max(SLOW_FROM_MS, slowest / 2)
  return new Set(p95.flatMap((ms, i) => (ms >= bar ? [i] : [])))
}
