import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEADLINE_FLOOR_MS } from './timing/deadlines.ts'
import { createDeadlineWatch } from './deadline-watch.ts'
import type { LatencySample } from './timing/latency-history.ts'
import { learnersRunning, stopLearners } from './timing/learners.ts'
import { fakeModule, never } from './testing/fake-module.ts'
import type { ModuleResult } from './types.ts'

afterEach(() => {
  vi.useRealTimers()
})

const moduleNamed = (id: string) => fakeModule(id, never)
const answer = (id: string): ModuleResult => ({
  module: id,
  name: id,
  category: 'social',
  status: 'not_found',
  timestamp: new Date().toISOString(),
  elapsed_ms: 20,
})

describe('the deadline watch', () => {
  it('gives a straggler started late on a busy process its floor of its own', () => {
    vi.useFakeTimers()
    const cut: number[] = []
    const watch = createDeadlineWatch({
      total: 21,
      startedAt: Date.now(),
      moduleTimeoutMs: 15_000,
      cut: (index) => {
        cut.push(index)
        watch.done(index)
      },
    })
    const control = { abort: () => undefined, detach: () => undefined }
    for (let i = 0; i < 20; i++) watch.begin(i, moduleNamed(`quick-${i}`), 15_000, control)
    vi.advanceTimersByTime(20)
    for (let i = 0; i < 20; i++) {
      watch.learn(i, answer(`quick-${i}`))
      watch.done(i)
    }
    // The process was busy: the last check starts well after the others answered.
    vi.advanceTimersByTime(2500)
    watch.begin(20, moduleNamed('late'), 15_000, control)
    vi.advanceTimersByTime(DEADLINE_FLOOR_MS - 200)
    expect(cut).toEqual([])
    vi.advanceTimersByTime(400)
    expect(cut).toEqual([20])
    watch.stop()
  })
})

describe('what the watch learns from a check', () => {
  const timedOut = (id: string, ms: number): ModuleResult => ({
    module: id,
    name: id,
    category: 'social',
    status: 'unknown',
    reason: 'timeout',
    timestamp: new Date().toISOString(),
    elapsed_ms: ms,
  })

  function watchWithBook() {
    const recorded: LatencySample[] = []
    const cut: number[] = []
    const book = { expect: () => undefined, record: (s: LatencySample) => recorded.push(s) }
    const watch = createDeadlineWatch({
      total: 2,
      startedAt: Date.now(),
      moduleTimeoutMs: 15_000,
      book,
      cut: (index) => {
        cut.push(index)
        watch.done(index)
      },
    })
    return { watch, recorded, cut }
  }
  const control = { abort: () => undefined, detach: () => undefined }

  it('cuts a check that started late at its share of the search, and learns its hang after', () => {
    vi.useFakeTimers()
    stopLearners()
    const { watch, recorded, cut } = watchWithBook()
    // A busy process started it with 3 s of its search's 15 s left; it still runs 15 s.
    watch.begin(0, moduleNamed('late-silent'), 3_000, control)
    vi.advanceTimersByTime(2_900)
    expect(cut).toEqual([])
    vi.advanceTimersByTime(200)
    expect(cut).toEqual([0])
    expect(learnersRunning()).toBe(1)
    // Never seen, silent past the floor: taken to hang at once, while it runs on.
    expect(recorded).toMatchObject([{ module: 'late-silent', outcome: 'hung' }])
    // Its whole timeout later, its silence is a hang for sure.
    watch.learn(0, timedOut('late-silent', 15_000))
    expect(recorded).toMatchObject([
      { module: 'late-silent', outcome: 'hung' },
      { module: 'late-silent', outcome: 'hung' },
    ])
    expect(learnersRunning()).toBe(0)
    watch.stop()
  })

  it('learns the time of a platform that answers after a late check was cut', () => {
    vi.useFakeTimers()
    stopLearners()
    const { watch, recorded } = watchWithBook()
    watch.begin(0, moduleNamed('late-slow'), 3_000, control)
    vi.advanceTimersByTime(3_100)
    watch.learn(0, { ...answer('late-slow'), elapsed_ms: 5_200 })
    // Its answer is the later word: the silence it was taken for at the cut is outdone.
    expect(recorded).toMatchObject([
      { module: 'late-slow', outcome: 'hung' },
      { module: 'late-slow', ms: 5_200, outcome: 'answered' },
    ])
    watch.stop()
  })

  it('calls a platform hung when its check was given the whole timeout', () => {
    const { watch, recorded } = watchWithBook()
    watch.begin(0, moduleNamed('silent'), 14_995, control)
    watch.learn(0, timedOut('silent', 14_995))
    expect(recorded).toMatchObject([{ module: 'silent', outcome: 'hung' }])
    watch.stop()
  })
})

describe('a learner stopped with its process', () => {
  it('hands over its silence once it has lasted the floor, and ends its check', () => {
    vi.useFakeTimers()
    // Learners are the process's: none left over from the tests before.
    stopLearners()
    const recorded: LatencySample[] = []
    let aborted = 0
    const watch = createDeadlineWatch({
      total: 11,
      startedAt: Date.now(),
      moduleTimeoutMs: 60_000,
      book: { expect: () => undefined, record: (s) => recorded.push(s) },
      cut: (index) => watch.done(index),
    })
    const control = { abort: () => void aborted++, detach: () => undefined }
    for (let i = 0; i < 10; i++) watch.begin(i, moduleNamed(`quick-${i}`), 60_000, control)
    watch.begin(10, moduleNamed('stuck'), 60_000, control)
    for (let i = 0; i < 10; i++) {
      watch.learn(i, answer(`quick-${i}`))
      watch.done(i)
    }
    // Cut at its straggler deadline, it runs on to learn; the process then stops.
    vi.advanceTimersByTime(DEADLINE_FLOOR_MS + 500)
    expect(learnersRunning()).toBe(1)
    stopLearners()
    expect(learnersRunning()).toBe(0)
    expect(aborted).toBe(1)
    expect(recorded.filter((s) => s.module === 'stuck')).toMatchObject([{ outcome: 'hung' }])
    watch.stop()
  })
})
