import { describe, expect, it } from 'vitest'
import {
  DEADLINE_FLOOR_MS,
  cutOffMessage,
  learnedDeadlineMs,
  slowdownOf,
  slowdownRatio,
  stragglerDeadlineMs,
} from './deadlines.ts'

const answers = (p95Ms: number) => ({ kind: 'answers' as const, p95Ms, typicalMs: p95Ms / 2 })

describe('a check’s deadline from its platform’s history', () => {
  it('is three times its p95, never below the floor nor beyond the module timeout', () => {
    expect(learnedDeadlineMs(answers(2000), 15_000)).toBe(6000)
    expect(learnedDeadlineMs(answers(100), 15_000)).toBe(DEADLINE_FLOOR_MS)
    expect(learnedDeadlineMs(answers(12_000), 15_000)).toBe(15_000)
  })

  it('is the floor for a platform that hung last, and none without a history', () => {
    expect(learnedDeadlineMs({ kind: 'hung' }, 15_000)).toBe(DEADLINE_FLOOR_MS)
    expect(learnedDeadlineMs(undefined, 15_000)).toBeUndefined()
  })

  it('stretches when this search’s platforms answer slower than usual', () => {
    expect(learnedDeadlineMs(answers(2000), 15_000, 2)).toBe(12_000)
    expect(learnedDeadlineMs({ kind: 'hung' }, 15_000, 2)).toBe(2 * DEADLINE_FLOOR_MS)
  })
})

describe('a straggler’s deadline, for a platform with no history', () => {
  it('waits until nearly every check has settled', () => {
    expect(stragglerDeadlineMs(undefined, 900)).toBeUndefined()
  })

  it('follows how fast the others answered, and the latest answer', () => {
    expect(stragglerDeadlineMs(400, 900)).toBe(DEADLINE_FLOOR_MS)
    expect(stragglerDeadlineMs(3000, 2600)).toBe(4500)
    expect(stragglerDeadlineMs(1000, 5000)).toBe(5750)
  })
})

describe('how much slower than usual a search’s platforms answer', () => {
  it('is the median ratio, believed from five answers on, between 1 and 4', () => {
    expect(slowdownOf([3, 3, 3, 3])).toBe(1)
    expect(slowdownOf([1, 2, 2.5, 3, 9])).toBe(2.5)
    expect(slowdownOf([0.5, 0.5, 0.6, 0.7, 0.8])).toBe(1)
    expect(slowdownOf([9, 9, 9, 9, 9])).toBe(4)
  })

  it('takes no sign from a quick platform a few tens of milliseconds slower', () => {
    expect(slowdownRatio(90, 40)).toBeLessThan(1.25)
    expect(slowdownRatio(2000, 500)).toBeGreaterThan(2.9)
  })
})

describe('what a check cut off says', () => {
  it('how long it was given and how long it usually takes', () => {
    expect(cutOffMessage(3000, answers(400))).toBe(
      'no answer within 3.0 s; it usually answers within 0.4 s',
    )
    expect(cutOffMessage(3000, { kind: 'hung' })).toBe(
      'no answer within 3.0 s; it has not answered lately',
    )
    expect(cutOffMessage(4500, undefined)).toMatch(
      /^no answer within 4\.5 s, long after the other platforms had answered/,
    )
  })
})
