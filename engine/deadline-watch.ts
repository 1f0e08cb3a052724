import { vouch } from './vouching/canaries.ts'
import * as rules from './timing/deadlines.ts'
import { claimLearner } from './timing/learners.ts'
import { sampleFrom, type Expectation, type LatencyBook } from './timing/latency-history.ts'
import type { LookupModule, ModuleResult } from './types.ts'

/** How often pending checks are held against their deadlines. */
const TICK_MS = 100

interface Pending {
  module: LookupModule
  startedAt: number
  expectation: Expectation | undefined
  /**
   * The check's share of its search: its module's whole timeout, or what was left of the
   * search's time for it when it started late. The watch cuts it there at the latest.
   */
  shareMs: number
  /**
   * Its module's whole timeout, which every check is given even when it starts late: cut
   * from its search at its share, it runs on to learn whether its platform answers or hangs.
   */
  wholeTimeoutMs: number
  abort: () => void
  /** Lets the check run on after the search (engine/timing/learners.ts). */
  detach: () => void
  /** Its verdict, when it has one and waits only for its canary. */
  verdict?: ModuleResult
  /** When that verdict came. */
  answeredAt?: number
}

export interface DeadlineWatchOptions {
  total: number
  startedAt: number
  moduleTimeoutMs: number
  book?: LatencyBook | undefined
  /** Settles a check cut off at its deadline. */
  cut: (index: number, result: ModuleResult) => void
  /** Once only stragglers are left: the search's own work is done, it only waits. */
  onTail?: (() => void) | undefined
  now?: () => number
}

/**
 * Watches one search's checks against their deadlines (engine/timing/deadlines.ts), learns from every
 * answer, and says when the search is down to its stragglers.
 */
export function createDeadlineWatch(options: DeadlineWatchOptions) {
  const now = options.now ?? Date.now
  const pending = new Map<number, Pending>()
  /** Checks cut off that run on to learn their platform's answer time, and their release. */
  const learners = new Map<number, { check: Pending; release: () => void }>()
  const ratios: number[] = []
  /** Checks whose module has answered, or that settled without one: "the others". */
  const finished = new Set<number>()
  let latestAnswerAt = 0
  let shareSettledAt: number | undefined
  let timer: ReturnType<typeof setInterval> | undefined
  const shareNeeded = Math.max(
    rules.STRAGGLER_MIN_CHECKS,
    Math.ceil(rules.STRAGGLER_SHARE * options.total),
  )

  // A verdict waiting for its canary counts as answered: a cold canary must not make every
  // straggler's deadline longer.
  function count(index: number) {
    if (finished.has(index)) return
    finished.add(index)
    if (shareSettledAt === undefined && finished.size >= shareNeeded) {
      shareSettledAt = now() - options.startedAt
      options.onTail?.()
    }
  }

  function deadlineOf(check: Pending, slowdown: number): { at: number; ms: number } | undefined {
    const chosen = chosenDeadline(check, slowdown)
    // A check that started late runs past its share only off the search (a learner).
    if (check.shareMs >= check.wholeTimeoutMs) return chosen
    const lastResort = { at: check.startedAt + check.shareMs, ms: check.shareMs }
    return chosen && chosen.at < lastResort.at ? chosen : lastResort
  }

  function chosenDeadline(check: Pending, slowdown: number) {
    const chosen = answerDeadline(check, slowdown)
    if (!chosen || check.answeredAt === undefined) return chosen
    // Its platform has answered: its self-test is waited for as for one more answer of it.
    const ms = Math.min(
      check.shareMs,
      rules.selfTestDeadlineMs(check.answeredAt - check.startedAt, slowdown),
    )
    return ms > chosen.ms ? { at: check.startedAt + ms, ms } : chosen
  }

  function answerDeadline(check: Pending, slowdown: number) {
    const learned = rules.learnedDeadlineMs(check.expectation, check.shareMs, slowdown)
    if (learned !== undefined) return { at: check.startedAt + learned, ms: learned }
    const straggler = rules.stragglerDeadlineMs(shareSettledAt, latestAnswerAt)
    if (straggler === undefined) return undefined
    // The floor is the check's own: one started late on a busy process still gets it whole.
    const at = Math.max(
      options.startedAt + straggler,
      check.startedAt + rules.DEADLINE_FLOOR_MS * slowdown,
    )
    return { at, ms: at - check.startedAt }
  }

  /** Only checks whose platforms hung last are left, each still waiting for an answer. */
  const onlySilenceLeft = () =>
    [...pending.values()].every((c) => c.expectation?.kind === 'hung' && !c.verdict)

  function tick() {
    const t = now()
    const slowdown = rules.slowdownOf(ratios)
    // The search waits for no silence once everything else has answered.
    const silenceLeft = t - options.startedAt >= rules.SILENT_MIN_MS * slowdown && onlySilenceLeft()
    for (const [index, check] of pending) {
      const deadline = silenceLeft
        ? { at: t, ms: t - check.startedAt }
        : deadlineOf(check, slowdown)
      if (!deadline || t < deadline.at) continue
      letGo(index, check)
      // Settling it calls done(), which takes it off the list.
      options.cut(index, check.verdict ? unvouched(check.verdict) : cutOff(check, deadline.ms, t))
    }
    if (!pending.size) stop()
  }

  /** A check past its deadline: ended, or kept on to learn from when it can be. */
  function letGo(index: number, check: Pending) {
    const silence = () => {
      const silentMs = now() - check.startedAt
      if (silentMs < rules.DEADLINE_FLOOR_MS) return false
      options.book?.record({ module: check.module.id, ms: silentMs, outcome: 'hung' })
      return true
    }
    // A platform with nothing on record that has been silent for the floor is taken to hang
    // until it answers: a search that starts while this check runs on to learn (up to its
    // whole timeout) then cuts it once everything else has answered, instead of waiting for it
    // as for a platform never seen. Its answer, if it comes, is the later word.
    const told = !check.expectation && !check.verdict && silence()
    // Stopped with the process before it has heard back: its silence so far is what it
    // learnt, and it says so once it has lasted the floor (a shorter one says nothing).
    const stop = () => {
      if (!learners.delete(index)) return
      if (!told) silence()
      check.abort()
    }
    const release = check.verdict ? undefined : claimLearner(check.module.id, stop)
    if (!release) return check.abort()
    check.detach()
    learners.set(index, { check, release })
  }

  function stop() {
    if (timer) clearInterval(timer)
    timer = undefined
  }

  return {
    /** A check has started. */
    begin(
      index: number,
      module: LookupModule,
      shareMs: number,
      control: { abort: () => void; detach: () => void },
    ) {
      pending.set(index, {
        module,
        startedAt: now(),
        expectation: options.book?.expect(module.id),
        shareMs,
        wholeTimeoutMs: module.timeoutMs ?? options.moduleTimeoutMs,
        ...control,
      })
      timer ??= setInterval(tick, TICK_MS)
    },

    /**
     * A check's module has answered: learn from it. A verdict may still wait for its canary,
     * and stays under its deadline meanwhile.
     */
    learn(index: number, result: ModuleResult) {
      const learner = learners.get(index)
      if (learner) {
        // Too late for the search, in time for the next one.
        learners.delete(index)
        learner.release()
        const { module, wholeTimeoutMs } = learner.check
        const sample = sampleFrom(module.id, result, wholeTimeoutMs)
        if (sample) options.book?.record(sample)
        return
      }
      const check = pending.get(index)
      if (!check) return
      count(index)
      check.verdict = result
      check.answeredAt = now()
      const sample = sampleFrom(check.module.id, result, check.wholeTimeoutMs)
      if (!sample) return
      options.book?.record(sample)
      if (sample.outcome !== 'answered') return
      latestAnswerAt = now() - options.startedAt
      if (check.expectation?.kind === 'answers') {
        ratios.push(rules.slowdownRatio(sample.ms, check.expectation.typicalMs))
      }
    },

    /** A check has settled (or could not start): it no longer counts as pending. */
    done(index: number) {
      pending.delete(index)
      count(index)
    },

    stop,
  }
}

/** A verdict whose canary could not vouch for it in time is not given. */
function unvouched(verdict: ModuleResult): ModuleResult {
  return vouch(verdict, {
    module: verdict.module,
    state: 'inconclusive',
    checkedAt: Date.now(),
    detail: 'its self-test did not finish in time',
  })
}

function cutOff(check: Pending, deadlineMs: number, t: number): ModuleResult {
  return {
    module: check.module.id,
    name: check.module.name,
    category: check.module.category,
    status: 'unknown',
    reason: 'timeout',
    message: rules.cutOffMessage(deadlineMs, check.expectation),
    timestamp: new Date(t).toISOString(),
    elapsed_ms: Math.max(0, Math.round(t - check.startedAt)),
  }
}
