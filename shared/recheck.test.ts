import { describe, expect, it } from 'vitest'
import type { ModuleResult } from './module-result.ts'
import { recheckOutcome, recheckRows, recheckTargets } from './recheck.ts'

const asked = { url: 'https://example.com/alice', signal: 's', summary: 's' }
const result = (module: string, extra: Partial<ModuleResult>): ModuleResult => ({
  module,
  name: module,
  category: 'social',
  status: 'found',
  timestamp: '2026-01-01T00:00:00.000Z',
  elapsed_ms: 1,
  evidence: asked,
  ...extra,
})

describe('re-check', () => {
  it('asks again only the accounts a platform vouched for, each once', () => {
    const targets = recheckTargets([
      result('github', {}),
      result('github', {}),
      result('gone', { status: 'not_found' }),
      result('syntax', { local: true }),
      result('hibp', { finding: 'breach' }),
      result('nodomain', { evidence: { signal: 'rule', summary: 'No request: rule' } }),
      result('walled', { status: 'unknown', reason: 'blocked', evidence: undefined }),
    ])
    expect(targets.map((t) => t.module)).toEqual(['github'])
  })

  it('calls an account gone only on the platform’s own not-found verdict', () => {
    expect(recheckOutcome(result('a', {}))).toBe('still_there')
    expect(recheckOutcome(result('a', { status: 'not_found' }))).toBe('gone')
    expect(recheckOutcome(result('a', { status: 'unknown', reason: 'captcha' }))).toBe('unknown')
    expect(recheckOutcome(result('a', { status: 'error', message: 'x' }))).toBe('unknown')
    // A verdict without a request proves nothing about the platform.
    expect(
      recheckOutcome(result('a', { status: 'not_found', evidence: { signal: 'r', summary: 'r' } })),
    ).toBe('unknown')
    expect(recheckOutcome(undefined)).toBe('unknown')
  })

  it('pairs each target with its new answer, a missing one as couldn’t tell', () => {
    const rows = recheckRows(
      [result('a', {}), result('b', {})],
      [result('b', { status: 'not_found' })],
    )
    expect(rows.map((r) => [r.before.module, r.outcome])).toEqual([
      ['a', 'unknown'],
      ['b', 'gone'],
    ])
  })
})
