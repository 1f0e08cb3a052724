import { describe, expect, it } from 'vitest'
import type { Finding } from '../../../../../shared/module-result.ts'
import { NOW, found, other, record } from './module-fixtures.ts'
import { normaliseResults } from './normalise.ts'
import { SearchResult } from './search-result.ts'

const normalise = (modules: Parameters<typeof normaliseResults>[2]) =>
  normaliseResults('email', 'jane@example.com', modules, { now: NOW, id: 'r1' })

describe('response validation', () => {
  it('requires spec_format on a found module', () => {
    expect(() => normalise([other('github', 'found')])).toThrow(
      'module 0: status found without spec_format',
    )
  })
})

describe('processing the modules', () => {
  it('gives a failed result with a warning when there are none', () => {
    const result = normalise([])
    expect(result.status).toBe('failed')
    expect(result.data).toEqual({})
    expect(result.warnings).toHaveLength(1)
  })

  it('fills id, type, query and an ISO timestamp', () => {
    const result = normalise([])
    expect(result).toMatchObject({
      id: 'r1',
      type: 'email',
      query: 'jane@example.com',
      timestamp: '2025-03-01T12:00:00.000Z',
    })
    const generated = normaliseResults('email', 'jane@example.com', [])
    expect(generated.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(normaliseResults('email', 'a@b.co', []).id).not.toBe(generated.id)
  })

  it('uses only found modules and warns about the rest', () => {
    const result = normalise([
      found('github', 'GitHub', { username: 'janedoe' }),
      other('gitlab', 'not_found'),
      other('reddit', 'error'),
      other('instagram', 'unknown'),
    ])
    expect(result.data.socialMedia?.map((s) => s.platform)).toEqual(['GitHub'])
    expect(result.warnings).toEqual([
      'Skipped gitlab: status not_found',
      'Skipped reddit: status error',
      'Skipped instagram: status unknown',
    ])
  })

  it('is success when social media exists', () => {
    expect(normalise([found('github', 'GitHub', { username: 'janedoe' })]).status).toBe('success')
  })

  it('is success when only personal info exists', () => {
    const result = normalise([found('whoxy', 'Whoxy', { name: 'Jane Doe' })])
    expect(result.data).toEqual({ personalInfo: { name: 'Jane Doe' } })
    expect(result.status).toBe('success')
  })

  it('is success when only associated data exists', () => {
    const result = normalise([found('microsoft', 'Microsoft', { phone_hint: '+1 ••• ••• ••45' })])
    expect(result.data.associated).toHaveLength(1)
    expect(result.status).toBe('success')
  })

  it('is failed when nothing was found', () => {
    expect(normalise([other('github', 'not_found')]).status).toBe('failed')
  })

  it('produces a result the SearchResult schema accepts', () => {
    const result = normalise([
      found('github', 'GitHub', {
        username: 'jd',
        followers: 3,
        picture_url: 'https://x.test/a.png',
      }),
      { ...found('hibp', 'Have I Been Pwned', { name: 'Adobe' }), finding: 'breach' },
    ])
    expect(SearchResult.parse(result)).toEqual(result)
  })
})

describe('provider records relayed from other platforms', () => {
  it('labels each entry with the platform named in its source variable', () => {
    const relayed = (source: string, username: string) => ({
      ...record({ username }),
      platform_variables: [
        { key: 'source', proper_key: 'Found on', value: source, type: 'str' as const },
      ],
    })
    const result = normalise([
      {
        ...found('osint-industries', 'OSINT Industries'),
        category: 'identity',
        spec_format: [relayed('instagram', 'ann'), relayed('spotify', 'ann')],
      },
    ])
    expect(result.data.socialMedia?.map((e) => e.platform)).toEqual(['instagram', 'spotify'])
  })
})

describe('local checks', () => {
  it('never become a platform, personal info or a score', () => {
    const phone = {
      ...found('phone-intel', 'Phone number', { location: 'United Kingdom' }),
      category: 'phone' as const,
      local: true as const,
    }
    const result = normaliseResults('phone', '+447400123456', [phone])
    expect(result.data).toEqual({})
    expect(result.status).toBe('failed')
  })
})

describe("a module's own finding", () => {
  const says = (module: string, finding: Finding) => ({
    ...found(module, module, { name: 'Collection #1' }),
    finding,
  })

  it('decides where its data goes, whatever the module is called', () => {
    const result = normalise([
      says('leak-index', 'breach'),
      says('keyserver', 'record'),
      says('forum', 'account'),
    ])
    expect(result.data.associated).toEqual([
      expect.objectContaining({ type: 'data_breach', source: 'leak-index' }),
    ])
    expect(result.data.socialMedia).toBeUndefined()
  })

  it("leaves SPEC 5's platforms that are not social to decide for modules that do not say", () => {
    const result = normalise([
      found('etsy', 'Etsy', { username: 'ann' }),
      found('forum', 'Forum', { username: 'ann' }),
    ])
    expect(result.data.socialMedia?.map((s) => s.module)).toEqual(['forum'])
  })
})

describe('the order of found accounts', () => {
  const profile = (module: string, rank?: number) => ({
    ...found(module, module, { username: 'alice' }),
    ...(rank ? { rank } : {}),
  })

  it('lists the most popular platform first, platforms without a rank last', () => {
    const result = normaliseResults('username', 'alice', [
      profile('small-forum'),
      profile('mid-site', 5000),
      profile('big-site', 12),
    ])
    expect(result.data.socialMedia?.map((e) => e.module)).toEqual([
      'big-site',
      'mid-site',
      'small-forum',
    ])
  })
})

describe('accounts found on a phone search', () => {
  const account = (module: string, name: string, fields: Record<string, string> = {}) => ({
    ...found(module, name, { phone: '+447400123456', ...fields }),
    finding: 'account' as const,
  })
  const phoneSearch = (modules: Parameters<typeof normaliseResults>[2]) =>
    normaliseResults('phone', '+447400123456', modules, { now: NOW, id: 'r1' })

  it('count as platforms where the person shows up, with their hints as linked data', () => {
    const result = phoneSearch([
      account('microsoft-phone', 'Microsoft account'),
      account('zoho-phone', 'Zoho', { phone_hint: '+44 74******56' }),
    ])
    expect(result.data.socialMedia).toEqual([
      expect.objectContaining({ platform: 'Microsoft account', account: true, url: '#' }),
      expect.objectContaining({ platform: 'Zoho', account: true }),
    ])
    expect(result.data.associated).toEqual([
      expect.objectContaining({ type: 'phone_hint', value: '+44 74******56', source: 'Zoho' }),
    ])
    expect(result.status).toBe('success')
  })

  it('stay out of the platforms on an email search, as before', () => {
    const result = normalise([{ ...found('forum', 'Forum', {}), finding: 'account' as const }])
    expect(result.data.socialMedia).toBeUndefined()
  })
})
