import { describe, expect, it } from 'vitest'
import { groupAccounts } from './account-groups.ts'
import type { ModuleResult, SpecRecord } from './module-result.ts'

const HASH_A = 'a'.repeat(64)
const HASH_B = 'b'.repeat(64)

const str = (value: string) => ({ value, type: 'str' as const, proper_key: 'x' })
const url = (value: string) => ({ value, type: 'url' as const, proper_key: 'x' })

function account(
  module: string,
  fields: { name?: string; location?: string; profile?: string; username?: string } = {},
  extra: Partial<ModuleResult> = {},
): ModuleResult {
  const record: SpecRecord = {
    username: str(fields.username ?? 'ada'),
    profile_url: url(fields.profile ?? `https://${module}.example/ada`),
    ...(fields.name ? { name: str(fields.name) } : {}),
    ...(fields.location ? { location: str(fields.location) } : {}),
  }
  return {
    module,
    name: module[0]?.toUpperCase() + module.slice(1),
    category: 'social',
    status: 'found',
    timestamp: '2026-01-01T00:00:00.000Z',
    elapsed_ms: 10,
    spec_format: [record],
    ...extra,
  }
}

describe('groupAccounts', () => {
  it('never groups on the username alone', () => {
    expect(groupAccounts([account('linkly'), account('scribbly'), account('pinly')])).toEqual([])
  })

  it('ties the same picture and the same full name strongly, saying so', () => {
    const groups = groupAccounts([
      account('linkly', { name: 'Ada Lovelace' }, { picture_sha256: HASH_A }),
      account('scribbly', { name: 'ada  LOVELACE' }, { picture_sha256: HASH_A }),
      account('pinly', { name: 'Grace Hopper' }, { picture_sha256: HASH_B }),
    ])
    expect(groups).toEqual([
      {
        accounts: [
          {
            module: 'linkly',
            platform: 'Linkly',
            username: 'ada',
            url: 'https://linkly.example/ada',
          },
          {
            module: 'scribbly',
            platform: 'Scribbly',
            username: 'ada',
            url: 'https://scribbly.example/ada',
          },
        ],
        strength: 'strong',
        ties: [
          { kind: 'picture', modules: ['linkly', 'scribbly'] },
          { kind: 'name', modules: ['linkly', 'scribbly'], value: 'Ada Lovelace' },
        ],
      },
    ])
  })

  it('ties a full name alone weakly, accents and case aside', () => {
    const [group] = groupAccounts([
      account('linkly', { name: 'Zoë Smith' }),
      account('scribbly', { name: 'zoe smith' }),
    ])
    expect(group?.strength).toBe('weak')
  })

  it.each([
    ['a one-word name', 'Ada', 'Ada'],
    ['a name that is the username written apart', 'Ada Lace', 'ada lace'],
  ])('takes %s for no tie', (_, first, second) => {
    expect(
      groupAccounts([
        account('linkly', { name: first, username: 'adalace' }),
        account('scribbly', { name: second, username: 'adalace' }),
      ]),
    ).toEqual([])
  })

  it('counts a location only beside another tie', () => {
    const alone = [
      account('linkly', { location: 'London' }),
      account('scribbly', { location: 'london' }),
    ]
    expect(groupAccounts(alone)).toEqual([])
    const [group] = groupAccounts([
      account('linkly', { location: 'London', name: 'Ada Lovelace' }),
      account('scribbly', { location: 'london', name: 'Ada Lovelace' }),
    ])
    expect(group?.strength).toBe('medium')
    expect(group?.ties.map((t) => t.kind)).toEqual(['name', 'location'])
  })

  it('ties an account that links to another’s profile, however the link is written', () => {
    const [group] = groupAccounts([
      account('github', {}, { links: ['https://twitter.com/Ada_L'] }),
      account('x', { profile: 'https://x.com/ada_l' }),
    ])
    expect(group).toMatchObject({
      strength: 'medium',
      ties: [{ kind: 'link', modules: ['github', 'x'] }],
    })
    const [both] = groupAccounts([
      account('github', { profile: 'https://github.com/ada' }, { links: ['https://x.com/ada_l'] }),
      account('x', { profile: 'https://x.com/ada_l' }, { links: ['https://github.com/ADA'] }),
    ])
    expect(both?.ties).toEqual([{ kind: 'link', modules: ['github', 'x'], mutual: true }])
  })

  it('holds a group together by its weakest needed tie', () => {
    const [group] = groupAccounts([
      account('linkly', { name: 'Ada Lovelace' }, { picture_sha256: HASH_A }),
      account('scribbly', {}, { picture_sha256: HASH_A }),
      account('pinly', { name: 'Ada Lovelace' }),
    ])
    expect(group?.accounts.map((a) => a.module)).toEqual(['linkly', 'scribbly', 'pinly'])
    expect(group?.strength).toBe('weak')
  })

  it('leaves out what is no account: other verdicts, local facts, breaches', () => {
    const same = { picture_sha256: HASH_A }
    expect(
      groupAccounts([
        account('linkly', {}, same),
        account('scribbly', {}, { ...same, status: 'not_found' }),
        account('facts', {}, { ...same, local: true }),
        account('leaks', {}, { ...same, finding: 'breach' }),
      ]),
    ).toEqual([])
  })
})
