import type { Expectation } from '../timing/latency-history.ts'

/**
 * Self-tests asked beside a slow check. A verdict waits for its self-test (a twin for a
 * "found", the known account for a "not found"), asked after the check on its connection: for
 * a quick platform that second round trip is hidden under the slowest platforms' first one,
 * but for the slowest platforms of a search it doubles the time their verdict takes, and so the
 * search's. Their self-tests are asked while the check is still out instead, a little after it
 * starts so its connection and TLS session are made first (the self-tests resume the session).
 */

/** How long after its check a platform known to be slow has its self-tests asked. */
export const BESIDE_AFTER_MS = 250
/**
 * A platform quicker than this at its p95 hides its self-test's round trip anyway; and a
 * platform never seen before whose check is still out after this long is slow enough that
 * its self-test's round trip would show, so its self-tests go beside it from then on.
 */
export const SLOW_FROM_MS = 1000
/**
 * At most this share of a search's checks has self-tests beside it because its platform was
 * never seen and slow to answer. When nothing answers (a resolver or a network that is down),
 * every check is still out after a second: a self-test beside each would triple the work of a
 * search that can learn nothing from it. A cold search over real platforms has fewer than one
 * in ten still out by then.
 */
const UNSEEN_SHARE = 0.1

/**
 * When each check of a search (by index, from what each platform's times lead us to expect)
 * has its self-tests asked beside it, in ms after its start; undefined: after its answer.
 * Platforms that answer and at their p95 take at least half as long as the search's slowest
 * one go soon after their check. Platforms never seen go once their check has been out for
 * SLOW_FROM_MS: nothing says yet which of them are slow, a self-test beside each would double
 * a cold search's requests, and those quick enough to answer by then need none. Platforms
 * whose last word was silence get none: their verdict, if one comes, waits for its own.
 */
export function besideDelays(
  expected: readonly (Expectation | undefined)[],
): (number | undefined)[] {
  const p95 = expected.map((e) => (e?.kind === 'answers' ? e.p95Ms : 0))
  const slowest = Math.max(0, ...p95)
  const bar = Math.max(SLOW_FROM_MS, slowest / 2)
  return expected.map((e, i) => {
    if (!e) return SLOW_FROM_MS
    return (p95[i] as number) >= bar ? BESIDE_AFTER_MS : undefined
  })
}

/**
 * What a search does about self-tests beside its checks: when each goes (`besideDelays`), and
 * whether it still may once its time comes. A never-seen platform's go only while at least
 * half the checks started so far have had their platform's verdict, so its check is slow
 * beside the others: when nothing answers (a resolver or a network that is down), a self-test
 * would ask what the check cannot reach either. And never-seen platforms share UNSEEN_SHARE
 * of the search.
 */
export function besidePlan(expected: readonly (Expectation | undefined)[]) {
  const delays = besideDelays(expected)
  let unseenLeft = Math.ceil(UNSEEN_SHARE * expected.length)
  let started = 0
  let answered = 0
  return {
    delayOf: (index: number): number | undefined => delays[index],
    /** A check has started. */
    started: () => void started++,
    /** A check has its platform's verdict. */
    answered: () => void answered++,
    /** Called as check `index`'s time comes: true if its self-tests go now. */
    take(index: number): boolean {
      if (expected[index]) return true
      if (unseenLeft <= 0 || 2 * answered < started) return false
      unseenLeft--
      return true
    },
  }
}
