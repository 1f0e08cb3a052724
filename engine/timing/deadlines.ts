import type { Expectation } from './latency-history.ts'

/**
 * When a search stops waiting for a check. The module timeout (15 s) is only the last resort:
 *
 * - A platform with answers on record gets a multiple of its own p95, never below a floor: a
 *   slow platform that answers in 10 s is waited for, a quick one that hangs today is given
 *   up on after seconds.
 * - A platform whose latest word was silence (it hung more recently than it answered) is not
 *   waited for once every other check has answered (after a second, in case it is back), and
 *   never beyond the floor.
 * - A platform with nothing on record waits for the rest of the search: once nearly every
 *   check has settled, it gets a deadline from how fast the others answered. Let go silent
 *   after at least the floor, it is taken to hang until it answers (engine/deadline-watch.ts).
 *
 * - A verdict that waits only for its self-test (its platform asked again, for a made-up twin or
 *   its known account) is given one more of that platform's answers, and half again: a platform
 *   that answered is not set aside because the search's others were quicker.
 *
 * Every deadline stretches when this search's platforms answer slower than they usually do
 * (a loaded machine, a slow network): a platform is never cut off for our own slowness.
 */
export const DEADLINE_MULTIPLIER = 3
export const DEADLINE_FLOOR_MS = 3000
/** The share of a search's checks that must have settled before stragglers get a deadline. */
export const STRAGGLER_SHARE = 0.9
/** Below this many checks there are no "others" to learn from. */
export const STRAGGLER_MIN_CHECKS = 10
/** How long a platform that hung last is given, whatever else: enough if it is back. */
export const SILENT_MIN_MS = 1000
/** A straggler's deadline: this multiple of the time the share took... */
const STRAGGLER_MULTIPLIER = 1.5
/** ...and this much beyond the latest answer, while answers still trickle in. */
const LATEST_ANSWER_MARGIN = 1.15
/** A self-test is given this multiple of the time its check took to answer, beyond that answer. */
const SELF_TEST_MULTIPLIER = 1.5
/** How much a search's slowness may stretch deadlines (the module timeout caps them anyway). */
const MAX_SLOWDOWN = 4
/** Added to both sides of a slowdown ratio, so a 40 ms platform answering in 90 ms is no sign. */
const SLOWDOWN_SMOOTHING_MS = 250
/** Answers needed before a search's slowdown is believed. */
const SLOWDOWN_MIN_ANSWERS = 5

/** The deadline a platform's own history gives, from the check's start; undefined: none. */
export function learnedDeadlineMs(
  expectation: Expectation | undefined,
  moduleTimeoutMs: number,
  slowdown = 1,
): number | undefined {
  if (!expectation) return undefined
  const base =
    expectation.kind === 'hung'
      ? DEADLINE_FLOOR_MS
      : Math.max(DEADLINE_FLOOR_MS, Math.ceil(DEADLINE_MULTIPLIER * expectation.p95Ms))
  return Math.min(moduleTimeoutMs, Math.ceil(base * slowdown))
}

/**
 * The deadline, from the search's start, of a check whose platform has nothing on record:
 * undefined until the share of checks has settled (`shareSettledAtMs`).
 */
export function stragglerDeadlineMs(
  shareSettledAtMs: number | undefined,
  latestAnswerAtMs: number,
): number | undefined {
  if (shareSettledAtMs === undefined) return undefined
  return Math.max(
    DEADLINE_FLOOR_MS,
    STRAGGLER_MULTIPLIER * shareSettledAtMs,
    LATEST_ANSWER_MARGIN * latestAnswerAtMs,
  )
}

/**
 * The deadline, from the check's start, of a verdict whose platform answered after
 * `answeredAfterMs` and that now waits for its self-test on the same platform.
 */
export function selfTestDeadlineMs(answeredAfterMs: number, slowdown = 1): number {
  return Math.ceil(answeredAfterMs * (1 + SELF_TEST_MULTIPLIER * slowdown))
}

/** How much slower than usual this search's platforms answer: the median ratio, 1 to 4. */
export function slowdownOf(ratios: readonly number[]): number {
  if (ratios.length < SLOWDOWN_MIN_ANSWERS) return 1
  const sorted = [...ratios].sort((a, b) => a - b)
  const median = sorted[Math.floor(sorted.length / 2)] as number
  return Math.min(MAX_SLOWDOWN, Math.max(1, median))
}

/** One answer's ratio to what its platform usually takes. */
export function slowdownRatio(elapsedMs: number, typicalMs: number): number {
  return (elapsedMs + SLOWDOWN_SMOOTHING_MS) / (typicalMs + SLOWDOWN_SMOOTHING_MS)
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`

/** What a check cut off at its deadline says: how long it was given, and why. */
export function cutOffMessage(deadlineMs: number, expectation: Expectation | undefined): string {
  const given = `no answer within ${seconds(deadlineMs)}`
  if (!expectation)
    return `${given}, long after the other platforms had answered; how long it usually takes is not known yet`
  if (expectation.kind === 'hung') return `${given}; it has not answered lately`
  return `${given}; it usually answers within ${seconds(expectation.p95Ms)}`
}
