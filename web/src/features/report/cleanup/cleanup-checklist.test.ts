import { describe, expect, it } from 'vitest'
import type { ModuleResult, SpecRecord } from '../../../../../shared/module-result.ts'
import { cleanupChecklist } from './cleanup-checklist.ts'

const str = (value: string) => ({ value, type: 'str' as const, proper_key: 'x' })

function found(
  module: string,
  record: SpecRecord,
  extra: Partial<ModuleResult> = {},
): ModuleResult {
  return {
    module,
    name: module[0]!.toUpperCase() + module.slice(1),
    category: 'social',
    status: 'found',
    timestamp: '2026-01-01T00:00:00.000Z',
    elapsed_ms: 1,
    spec_format: [record],
    ...extra,
  }
}

const profile = (module: string, fields: SpecRecord = {}) => ({
  username: str('alice'),
  profile_url: { value: `https://${module}.example/alice`, type: 'url' as const, proper_key: 'x' },
  ...fields,
})

describe('cleanupChecklist', () => {
  it('puts public profiles with more personal details first, then accounts without a profile', () => {
    const items = cleanupChecklist([
      found('quiet', { email: str('alice@example.com') }, { finding: 'account' }),
      found('sparse', profile('sparse')),
      found('open', profile('open', { name: str('Alice A'), location: str('Leeds') })),
      found('bio', profile('bio', { bio: str('Hi') })),
    ])
    expect(items.map((i) => [i.module, i.publicProfile, i.personalDetails])).toEqual([
      ['open', true, 2],
      ['bio', true, 1],
      ['sparse', true, 0],
      ['quiet', false, 1],
    ])
  })

  it('orders equally exposed accounts by popularity, unranked last', () => {
    const items = cleanupChecklist([
      found('small', profile('small')),
      found('huge', profile('huge'), { rank: 3 }),
      found('mid', profile('mid'), { rank: 400 }),
    ])
    expect(items.map((i) => i.module)).toEqual(['huge', 'mid', 'small'])
  })

  it('counts a profile without a known address as an account without a public profile', () => {
    const [item] = cleanupChecklist([found('shop', { email: str('alice@example.com') })])
    expect(item).toMatchObject({ publicProfile: false, personalDetails: 1 })
  })

  it('keeps what is not an account off the list: breaches, records, local facts, misses', () => {
    const items = cleanupChecklist([
      found('hibp', { name: str('Breach') }, { finding: 'breach' }),
      found('mx', { name: str('Mail') }, { finding: 'record' }),
      found('syntax', { name: str('Fact') }, { local: true }),
      { ...found('gone', {}), status: 'not_found', spec_format: undefined },
    ])
    expect(items).toEqual([])
  })

  it('carries the guide, the username and only an http(s) profile address', () => {
    const cleanup = { service: 'Chirper', difficulty: 'hard' as const, email: 'p@c.example' }
    const [item, other] = cleanupChecklist([
      found('chirper', profile('chirper'), { cleanup }),
      found('odd', {
        username: str('user'),
        profile_url: { value: 'javascript:alert(1)', type: 'url', proper_key: 'x' },
      }),
    ])
    expect(item).toMatchObject({ username: 'alice', profileUrl: 'https://chirper.example/alice' })
    expect(item?.cleanup).toEqual(cleanup)
    // SPEC 5's placeholder usernames are not anyone's.
    expect(other).toEqual({
      module: 'odd',
      platform: 'Odd',
      publicProfile: false,
      personalDetails: 0,
    })
  })

  it('lists one account reached by two checks once, the one that showed more', () => {
    const items = cleanupChecklist([
      found('site', profile('same')),
      found('module', profile('same', { name: str('Alice') })),
    ])
    expect(items.map((i) => i.module)).toEqual(['module'])
  })
})
