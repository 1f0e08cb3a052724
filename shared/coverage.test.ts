import { describe, expect, it } from 'vitest'
import type { ModuleResult } from './module-result.ts'
import {
  coverageLine,
  coverageOf,
  isPlatformVerdict,
  toldNothing,
  unreliableLine,
} from './coverage.ts'

const at = { method: 'GET', url: 'https://example.com/u/a', status: 200, signal: 's', summary: 's' }
const result = (
  status: ModuleResult['status'],
  extra: Partial<ModuleResult> = {},
): ModuleResult => ({
  module: 'm',
  name: 'M',
  category: 'social',
  status,
  timestamp: new Date(0).toISOString(),
  elapsed_ms: 1,
  ...(status === 'found' || status === 'not_found' ? { evidence: at } : {}),
  ...extra,
})
const local = (status: ModuleResult['status']) =>
  result(status, { local: true, evidence: { signal: 'mx', summary: 'No request: mx' } })

describe('platform verdicts', () => {
  it('are found or not_found proven by a platform answer, never a local rule', () => {
    expect(isPlatformVerdict(result('found'))).toBe(true)
    expect(isPlatformVerdict(result('not_found'))).toBe(true)
    expect(isPlatformVerdict(result('unknown', { reason: 'blocked' }))).toBe(false)
    expect(isPlatformVerdict(local('not_found'))).toBe(false)
    expect(
      isPlatformVerdict(result('not_found', { evidence: { signal: 'rule', summary: 'rule' } })),
    ).toBe(false)
  })

  it('decide whether a search told anything: local checks never do', () => {
    expect(toldNothing([local('not_found'), result('error'), result('unknown')])).toBe(true)
    expect(toldNothing([local('found'), result('not_found')])).toBe(false)
  })
})

describe('coverage', () => {
  it('counts only checks that ask a platform, and the skipped-as-unreliable apart', () => {
    const c = coverageOf([
      result('found'),
      result('not_found'),
      result('unknown', { reason: 'site_unreliable' }),
      result('unknown', { reason: 'timeout' }),
      local('found'),
    ])
    expect(c).toEqual({ checks: 4, answered: 2, unreliable: 1, couldNotTell: 1, sufficient: true })
    expect(coverageLine(c)).toBe('Based on 2 of 4 checks')
    expect(unreliableLine(c)).toBe(
      '1 check was skipped: that site is not answering reliably right now.',
    )
  })

  it('is not enough below half the checks, and never with no platform check at all', () => {
    expect(coverageOf([result('found'), result('error'), result('error')]).sufficient).toBe(false)
    expect(coverageOf([local('found')]).sufficient).toBe(false)
    expect(coverageOf([]).sufficient).toBe(false)
  })
})
