import { describe, expect, it } from 'vitest'
import type { ModuleResult } from './module-result.ts'
import { reportCounts } from './report-counts.ts'
import { REASON_ORDER, REASON_SENTENCES, reasonOf } from './reasons.ts'
import { UNKNOWN_REASONS } from './module-result.ts'
import { ANSWERS, FACTS, NAME_RULES } from './evidence-kind-fixtures.ts'

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

describe('reportCounts by kind of evidence', () => {
  it("counts a platform's username rule apart: not asked, not a platform's answer", () => {
    const counts = reportCounts([...NAME_RULES, ...ANSWERS, ...FACTS])
    expect(counts).toMatchObject({ platforms: 3, found: 1, notFound: 2, nameRule: 3, facts: 1 })
  })

  it('counts a local "cannot be" as a fact too (a domain that takes no mail)', () => {
    const noMail = { ...FACTS[0]!, status: 'not_found' as const, spec_format: undefined }
    expect(reportCounts([noMail])).toMatchObject({ platforms: 0, notFound: 0, facts: 1 })
  })
})
