import { describe, expect, it } from 'vitest'
import {
  KEEP,
  createLatencyHistory,
  expectationOf,
  sampleFrom,
  type LatencyStore,
  type LatencySummary,
} from './latency-history.ts'
import type { ModuleResult } from '../types.ts'

const result = (extra: Partial<ModuleResult>): ModuleResult => ({
  module: 'm',
  name: 'M',
  category: 'social',
  status: 'not_found',
  timestamp: new Date(0).toISOString(),
  elapsed_ms: 400,
  ...extra,
})

describe('what a platform is expected to do', () => {
  it('answers within the p95 of its recent answer times', () => {
    const answeredMs = [100, 120, 90, 5000, 110, 130, 95, 105, 115, 125]
    expect(expectationOf({ module: 'm', answeredMs, lastAnsweredAt: 1, updatedAt: 1 })).toEqual({
      kind: 'answers',
      p95Ms: 5000,
      typicalMs: 110,
    })
  })

  it('hangs when it hung more recently than it answered, answers again once it does', () => {
    const base = { module: 'm', answeredMs: [100], updatedAt: 3 }
    expect(expectationOf({ ...base, lastAnsweredAt: 1, lastHungAt: 2 })).toEqual({ kind: 'hung' })
    expect(expectationOf({ ...base, lastAnsweredAt: 3, lastHungAt: 2 })).toMatchObject({
      kind: 'answers',
    })
  })

  it('is unknown with nothing on record', () => {
    expect(expectationOf(undefined)).toBeUndefined()
    expect(expectationOf({ module: 'm', answeredMs: [], updatedAt: 1 })).toBeUndefined()
  })
})

describe('what a finished check says of its platform', () => {
  it('any answer is an answer: a profile, a not-found page, a wall', () => {
    for (const r of [
      result({ status: 'found' }),
      result({ status: 'not_found' }),
      result({ status: 'unknown', reason: 'captcha' }),
    ]) {
      expect(sampleFrom('m', r, 15_000)).toEqual({ module: 'm', ms: 400, outcome: 'answered' })
    }
  })

  it('silence for the whole timeout is a hang; a shorter wait, a network failure or a crash say nothing', () => {
    const timeout = (ms: number) => result({ status: 'unknown', reason: 'timeout', elapsed_ms: ms })
    expect(sampleFrom('m', timeout(15_000), 15_000)).toMatchObject({ outcome: 'hung' })
    expect(sampleFrom('m', timeout(3_000), 15_000)).toBeUndefined()
    expect(sampleFrom('m', result({ status: 'unknown', reason: 'unreachable' }), 15_000)).toBe(
      undefined,
    )
    expect(sampleFrom('m', result({ status: 'error', message: 'x' }), 15_000)).toBeUndefined()
  })
})

describe('the history', () => {
  it(`keeps each platform's last ${KEEP} answers`, () => {
    const history = createLatencyHistory()
    for (let i = 1; i <= KEEP + 5; i++) history.record({ module: 'm', ms: i, outcome: 'answered' })
    const [summary] = history.summaries()
    expect(summary?.answeredMs).toHaveLength(KEEP)
    expect(summary?.answeredMs[0]).toBe(6)
  })

  it('shares what it learnt through its store, and adopts what is newer there', async () => {
    const rows = new Map<string, LatencySummary>()
    const store: LatencyStore = {
      load: async () => [...rows.values()],
      save: async (batch) => batch.forEach((s) => rows.set(s.module, s)),
    }
    let t = 1000
    const one = createLatencyHistory({ store, now: () => t })
    const two = createLatencyHistory({ store, now: () => t })
    one.record({ module: 'slow', ms: 9000, outcome: 'answered' })
    t = 2000
    one.record({ module: 'dead', ms: 15_000, outcome: 'hung' })
    await one.flush()
    one.close()
    await two.load()
    expect(two.expect('slow')).toEqual({ kind: 'answers', p95Ms: 9000, typicalMs: 9000 })
    expect(two.expect('dead')).toEqual({ kind: 'hung' })
    expect(two.snapshot(['slow', 'dead', 'never-seen'])).toEqual({
      slow: { kind: 'answers', p95Ms: 9000, typicalMs: 9000 },
      dead: { kind: 'hung' },
    })
  })

  it('keeps working from memory when its store fails, and says so', async () => {
    const errors: unknown[] = []
    const store: LatencyStore = {
      load: () => Promise.reject(new Error('database down')),
      save: () => Promise.reject(new Error('database down')),
    }
    const history = createLatencyHistory({ store, onStoreError: (e) => errors.push(e) })
    history.record({ module: 'm', ms: 200, outcome: 'answered' })
    await history.flush()
    await history.load()
    history.close()
    expect(errors).toHaveLength(2)
    expect(history.expect('m')).toMatchObject({ kind: 'answers', p95Ms: 200 })
  })
})
