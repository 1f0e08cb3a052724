import { describe, expect, it } from 'vitest'
import { leadsAndGroups } from './leads-and-groups.ts'
import type { ModuleResult } from './module-result.ts'

const HASH = 'c'.repeat(64)

function found(module: string, name: string, rank?: number): ModuleResult {
  return {
    module,
    name,
    category: 'social',
    status: 'found',
    timestamp: '2026-01-01T00:00:00.000Z',
    elapsed_ms: 10,
    picture_sha256: HASH,
    leads: [{ kind: 'username', value: 'ada_codes', field: 'Bio' }],
    ...(rank ? { rank } : {}),
  }
}

describe('leadsAndGroups', () => {
  it('reads the results most popular first, then by name, whatever order they came in', () => {
    const results = [found('zeta', 'Zeta'), found('beta', 'Beta'), found('gamma', 'Gamma', 40)]
    const { leads, groups } = leadsAndGroups(results)
    expect(leads[0]?.evidence.map((e) => e.module)).toEqual(['gamma', 'beta', 'zeta'])
    expect(groups[0]?.accounts.map((a) => a.module)).toEqual(['gamma', 'beta', 'zeta'])
    expect(leadsAndGroups([...results].reverse())).toEqual({ leads, groups })
  })
})
