import { describe, expect, it } from 'vitest'
import { collectLeads } from './leads.ts'
import type { ModuleResult } from './module-result.ts'
import type { Lead } from './person-links.ts'

function found(module: string, leads: Lead[], status: ModuleResult['status'] = 'found') {
  return {
    module,
    name: module.toUpperCase(),
    category: 'social',
    status,
    timestamp: '2026-01-01T00:00:00.000Z',
    elapsed_ms: 10,
    leads,
  } satisfies ModuleResult
}

describe('collectLeads', () => {
  it('keeps one lead per search, with every place it was seen', () => {
    const leads = collectLeads([
      found('github', [
        {
          kind: 'username',
          value: 'Ada_L',
          field: 'Twitter',
          platform: 'X (Twitter)',
          url: 'https://x.com/Ada_L',
        },
      ]),
      found('gravatar', [{ kind: 'username', value: 'ada_l', field: 'Bio' }]),
    ])
    expect(leads).toEqual([
      {
        kind: 'username',
        value: 'Ada_L',
        search: { type: 'username', query: 'Ada_L' },
        url: 'https://x.com/Ada_L',
        evidence: [
          { module: 'github', source: 'GITHUB', field: 'Twitter', platform: 'X (Twitter)' },
          { module: 'gravatar', source: 'GRAVATAR', field: 'Bio' },
        ],
      },
    ])
  })

  it('puts searchable leads first, then those seen more often', () => {
    const site = 'https://ada.example'
    const leads = collectLeads([
      found('a', [
        { kind: 'website', value: site, field: 'Website', url: site },
        { kind: 'email', value: 'ada@example.org', field: 'Email' },
      ]),
      found('b', [
        { kind: 'username', value: 'lace', field: 'Bio' },
        { kind: 'email', value: 'ADA@example.org', field: 'Bio' },
      ]),
    ])
    expect(leads.map((l) => [l.value, l.search?.type, l.evidence.length])).toEqual([
      ['ada@example.org', 'email', 2],
      ['lace', 'username', 1],
      [site, undefined, 1],
    ])
  })

  it('normalises numbers as a search would, so two spellings are one lead', () => {
    const leads = collectLeads([
      found('a', [{ kind: 'phone', value: '+44 7400 123456', field: 'Phone' }]),
      found('b', [{ kind: 'phone', value: '07400123456', field: 'Bio' }]),
    ])
    expect(leads).toHaveLength(1)
    expect(leads[0]?.search).toEqual({ type: 'phone', query: '+447400123456' })
  })

  it('reads only found results, and never offers a search the rules refuse', () => {
    const leads = collectLeads([
      found('a', [{ kind: 'username', value: 'x!', field: 'Bio' }]),
      found('b', [{ kind: 'email', value: 'ada@example.org', field: 'Bio' }], 'unknown'),
    ])
    expect(leads).toEqual([
      { kind: 'username', value: 'x!', evidence: [{ module: 'a', source: 'A', field: 'Bio' }] },
    ])
  })
})
