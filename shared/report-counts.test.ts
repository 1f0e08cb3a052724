import { describe, expect, it } from 'vitest'
import type { ModuleResult } from './module-result.ts'
import { reportCounts } from './report-counts.ts'
import { REASON_ORDER, REASON_SENTENCES, reasonOf } from './reasons.ts'
import { UNKNOWN_REASONS } from './module-result.ts'

const r = (status: ModuleResult['status'], extra: Partial<ModuleResult> = {}) =>
  ({ status, category: 'social', ...extra }) as ModuleResult

describe('reportCounts', () => {
  it('counts a fact about the query apart, never as a platform or as data found', () => {
    const counts = reportCounts([
      r('found', { local: true, category: 'phone' }),
      r('not_found'),
      r('unknown', { reason: 'timeout' }),
    ])
    expect(counts).toMatchObject({ platforms: 2, found: 0, notFound: 1, couldNotTell: 1, facts: 1 })
  })

  it('groups what could not tell by reason, errors among them', () => {
    const counts = reportCounts([
      r('unknown', { reason: 'timeout' }),
      r('unknown', { reason: 'timeout' }),
      r('unknown', { reason: 'unreachable' }),
      r('error', { message: 'boom' }),
    ])
    expect(counts).toMatchObject({ couldNotTell: 3, errors: 1 })
    expect(counts.byReason).toEqual({ timeout: 2, unreachable: 1, failed: 1 })
  })

  it('leaves hidden adult sites out, and says how many', () => {
    const results = [r('found', { category: 'adult' }), r('found')]
    expect(reportCounts(results)).toMatchObject({ found: 1, adultHidden: 1 })
    expect(reportCounts(results, { showAdult: true })).toMatchObject({ found: 2, adultHidden: 0 })
  })
})

describe('the reasons people read', () => {
  it('has one plain sentence for every reason, and an order for every group', () => {
    for (const reason of [...UNKNOWN_REASONS, 'failed' as const]) {
      expect(REASON_SENTENCES[reason]).toMatch(/^[A-Z].+\.$/)
      expect(REASON_ORDER).toContain(reason)
    }
    expect(reasonOf(r('error'))).toBe('failed')
  })
})
