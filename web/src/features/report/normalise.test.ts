import { describe, expect, it } from 'vitest'
// Type-only: the fixtures below must stay assignable to what the engine really emits.
import type { FieldName, ModuleResult, SpecRecord } from '../../../../shared/module-result.ts'
import {
  InvalidProviderResponseError,
  normaliseResults,
  profileUrl,
  validateProviderResponse,
} from './normalise.ts'
import { SearchResult } from './search-result.ts'

const NOW = new Date('2025-03-01T12:00:00.000Z')

type Fields = Partial<Record<FieldName, string | number | boolean>>

/** A record shaped like the engine's: `{value, type, proper_key}` per field. */
function record(fields: Fields): SpecRecord {
  const out: SpecRecord = {}
  for (const [key, value] of Object.entries(fields) as [FieldName, string | number | boolean][]) {
    const type = typeof value === 'number' ? 'int' : typeof value === 'boolean' ? 'bool' : 'str'
    out[key] = { value, type, proper_key: key }
  }
  return out
}

function found(module: string, name: string, ...fields: Fields[]): ModuleResult {
  return {
    module,
    name,
    category: 'social',
    status: 'found',
    timestamp: NOW.toISOString(),
    spec_format: fields.map(record),
    elapsed_ms: 12,
  }
}

function other(module: string, status: ModuleResult['status']): ModuleResult {
  return {
    module,
    name: module,
    category: 'social',
    status,
    timestamp: NOW.toISOString(),
    elapsed_ms: 5,
  }
}

const normalise = (modules: unknown, extra: Parameters<typeof normaliseResults>[3] = {}) =>
  normaliseResults('email', 'jane@example.com', modules, { now: NOW, id: 'r1', ...extra })

describe('response validation', () => {
  it('fails a non-array response with the SPEC message', () => {
    expect(() => normalise({ results: [] })).toThrow('Invalid API response format - expected array')
    expect(() => normalise(null)).toThrow(InvalidProviderResponseError)
  })

  it('requires module and status on every module and lists every problem', () => {
    let error: unknown
    try {
      validateProviderResponse([{ status: 'found', spec_format: [] }, { module: 'github' }, 7])
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(InvalidProviderResponseError)
    expect((error as InvalidProviderResponseError).problems).toEqual([
      'module 0: missing module',
      'module 1: missing status',
      'module 2: not an object',
    ])
  })

  it('requires spec_format on a found module', () => {
    expect(() => normalise([{ module: 'github', status: 'found' }])).toThrow(
      'module 0: status found without spec_format',
    )
  })
})

describe('processing a provider response', () => {
  it('gives a partial result with a warning for an empty array', () => {
    const result = normalise([])
    expect(result.status).toBe('partial')
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

  it('uses only found modules with an array spec_format and warns about the rest', () => {
    const result = normalise([
      found('github', 'GitHub', { username: 'janedoe' }),
      other('gitlab', 'not_found'),
      other('reddit', 'error'),
      other('instagram', 'unknown'),
      { module: 'odd', status: 'found', spec_format: { username: { value: 'x' } } },
    ])
    expect(result.data.socialMedia?.map((s) => s.platform)).toEqual(['GitHub'])
    expect(result.warnings).toEqual([
      'Skipped gitlab: status not_found',
      'Skipped reddit: status error',
      'Skipped instagram: status unknown',
      'Skipped odd: spec_format is not a list',
    ])
  })

  it('reads the proxy shape, whose spec_format starts with one field map', () => {
    const result = normalise([
      { module: 'twitter', status: 'found', spec_format: [{ username: { value: 'jd' } }] },
    ])
    expect(result.data.socialMedia).toEqual([
      { platform: 'twitter', username: 'jd', url: '#', verified: false, module: 'twitter' },
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

  it('is partial when nothing was found', () => {
    expect(normalise([other('github', 'not_found')]).status).toBe('partial')
  })

  it('is failed when nothing was found in the streaming variant', () => {
    expect(normalise([other('github', 'not_found')], { variant: 'stream' }).status).toBe('failed')
    expect(normalise([], { variant: 'stream' }).status).toBe('failed')
    const withData = normalise([found('github', 'GitHub', { username: 'jd' })], {
      variant: 'stream',
    })
    expect(withData.status).toBe('success')
  })

  it('produces a result the SearchResult schema accepts', () => {
    const result = normalise([
      found('github', 'GitHub', {
        username: 'jd',
        followers: 3,
        picture_url: 'https://x.test/a.png',
      }),
      found('hibp', 'Have I Been Pwned', { name: 'Adobe' }),
    ])
    expect(SearchResult.parse(result)).toEqual(result)
  })
})

describe('result filtering', () => {
  it.each(['finance_user', 'Jane_User', 'user', 'USER', 'finance', 'Finance', 'abc_user42'])(
    'drops the placeholder username %j',
    (username) => {
      const result = normalise([found('github', 'GitHub', { username })])
      expect(result.data.socialMedia).toBeUndefined()
      expect(result.warnings).toEqual([`Dropped GitHub: placeholder username ${username}`])
    },
  )

  it.each(['username', 'users', 'user_name', 'abc_user42x', 'superuser'])(
    'keeps the real username %j',
    (username) => {
      const result = normalise([found('github', 'GitHub', { username })])
      expect(result.data.socialMedia?.[0]?.username).toBe(username)
    },
  )

  it('ignores placeholder names such as Finance', () => {
    const result = normalise([found('whoxy', 'Whoxy', { name: 'Finance', bio: 'Builder' })])
    expect(result.data.personalInfo).toEqual({ bio: 'Builder' })
  })

  it("ignores the location 'HK, HK, address'", () => {
    const result = normalise([found('whoxy', 'Whoxy', { location: 'HK, HK, address' })])
    expect(result.data.personalInfo).toBeUndefined()
  })

  it("ignores the bio 'Busy'", () => {
    const result = normalise([found('whoxy', 'Whoxy', { bio: 'Busy' })])
    expect(result.data.personalInfo).toBeUndefined()
  })

  it('strips control characters and trims strings', () => {
    const result = normalise([
      found('github', 'GitHub', {
        username: '  jane\u0000doe\u202e ',
        name: ' Jane\u0007 Doe ',
        bio: 'line one\nline two\t',
      }),
    ])
    expect(result.data.socialMedia?.[0]?.username).toBe('janedoe')
    expect(result.data.personalInfo).toEqual({ name: 'Jane Doe', bio: 'line one line two' })
  })

  it.each([
    'hibp',
    'whoxy',
    'pimeyes',
    'maps',
    'apple',
    'microsoft',
    'firefox',
    'adobe',
    'wix',
    'wordpress',
    'etsy',
    'callapp',
    'truecaller',
  ])('does not treat %s as social media', (module) => {
    const result = normalise([found(module, module.toUpperCase(), { username: 'janedoe' })])
    expect(result.data.socialMedia).toBeUndefined()
  })

  it.each(['breach', 'whois', 'face search', 'Face_Search'])(
    'does not treat the streaming name %j as social media',
    (name) => {
      const result = normalise([found('provider-x', name, { username: 'janedoe' })])
      expect(result.data.socialMedia).toBeUndefined()
    },
  )

  it("puts a non-social platform's data into personal info and associated items", () => {
    const result = normalise([
      found('apple', 'Apple', { name: 'Jane Doe', email_hint: 'j***@icloud.com' }),
    ])
    expect(result.data).toEqual({
      personalInfo: { name: 'Jane Doe' },
      associated: [
        { type: 'email_hint', value: 'j***@icloud.com', confidence: 0.8, source: 'Apple' },
      ],
    })
  })

  it('takes the username from username, then id, then name', () => {
    const result = normaliseResults(
      'email',
      'jane@example.com',
      [
        found('a', 'A', { username: 'u1', id: 'i1', name: 'n1' }),
        found('b', 'B', { id: 'i2', name: 'n2' }),
        found('c', 'C', { name: 'n3' }),
        found('d', 'D', { first_name: 'Jane', last_name: 'Doe' }),
      ],
      { now: NOW },
    )
    expect(result.data.socialMedia?.map((s) => s.username)).toEqual(['u1', 'i2', 'n3', 'Jane Doe'])
  })

  it('falls back to the query on a username search and to empty otherwise', () => {
    const bare = [found('spotify', 'Spotify', { verified: false })]
    const byUsername = normaliseResults('username', 'janedoe', bare, { now: NOW })
    expect(byUsername.data.socialMedia?.[0]?.username).toBe('janedoe')
    expect(normalise(bare).data.socialMedia?.[0]?.username).toBe('')
  })

  it('takes the profile URL from the data when it is http(s)', () => {
    const result = normalise([
      found('github', 'GitHub', { username: 'jd', profile_url: 'https://github.com/jd' }),
    ])
    expect(result.data.socialMedia?.[0]?.url).toBe('https://github.com/jd')
  })

  it('builds the profile URL from the platform base, else uses #', () => {
    const bases = { github: 'https://github.com/{}' }
    const result = normalise(
      [
        found('github', 'GitHub', { username: 'j d', profile_url: 'javascript:alert(1)' }),
        found('gitlab', 'GitLab', { username: 'jd' }),
      ],
      { profileUrlBases: bases },
    )
    expect(result.data.socialMedia?.map((s) => s.url)).toEqual(['https://github.com/j%20d', '#'])
  })

  it('keeps only email hints that contain @', () => {
    const result = normalise([
      found('microsoft', 'Microsoft', { email_hint: 'ja***@gmail.com' }),
      found('adobe', 'Adobe', { email_hint: 'not an email' }),
    ])
    expect(result.data.associated?.map((a) => a.value)).toEqual(['ja***@gmail.com'])
  })

  it('shows a hint only when it is a well-formed mask', () => {
    const result = normalise([
      // A full address or number is no hint; nor is text with no mask in it.
      found('a', 'A', { email_hint: 'jane@gmail.com' }),
      found('b', 'B', { phone_hint: '+1 415 200 0123' }),
      found('c', 'C', { phone_hint: 'call us' }),
      found('d', 'D', { email_hint: 'j***@gmail.com', phone_hint: '+44 ••••• ••3456' }),
    ])
    expect(result.data.associated?.map((a) => `${a.type} ${a.value}`)).toEqual([
      'email_hint j***@gmail.com',
      'phone_hint +44 ••••• ••3456',
    ])
  })

  it('gives breach, email hint, phone hint and caller location their SPEC confidence', () => {
    const result = normalise([
      found('hibp', 'Have I Been Pwned', { name: 'Adobe' }, { name: 'LinkedIn' }),
      found('microsoft', 'Microsoft', { email_hint: 'j***@outlook.com' }),
      found('apple', 'Apple', { phone_hint: '•• 45' }),
      found('callapp', 'CallApp', { name: 'Jane Doe', location: 'Leeds, UK' }),
    ])
    expect(result.data.associated).toEqual([
      { type: 'data_breach', value: 'Adobe', confidence: 0.95, source: 'Have I Been Pwned' },
      { type: 'data_breach', value: 'LinkedIn', confidence: 0.95, source: 'Have I Been Pwned' },
      { type: 'email_hint', value: 'j***@outlook.com', confidence: 0.8, source: 'Microsoft' },
      { type: 'phone_hint', value: '•• 45', confidence: 0.75, source: 'Apple' },
      { type: 'location', value: 'Leeds, UK', confidence: 0.7, source: 'CallApp' },
    ])
    // A breach title is not the person's name; the caller lookup's name is.
    expect(result.data.personalInfo).toEqual({ name: 'Jane Doe', location: 'Leeds, UK' })
  })

  it('takes location as an associated item only from a caller lookup', () => {
    const result = normalise([found('github', 'GitHub', { username: 'jd', location: 'Paris' })])
    expect(result.data.associated).toBeUndefined()
    expect(result.data.personalInfo).toEqual({ location: 'Paris' })
  })

  it('reads verified as a boolean', () => {
    const result = normalise([
      found('a', 'A', { username: 'a', verified: true }),
      found('b', 'B', { username: 'b', verified: 'true' }),
      found('c', 'C', { username: 'c', verified: 'no' }),
      found('d', 'D', { username: 'd' }),
    ])
    expect(result.data.socialMedia?.map((s) => s.verified)).toEqual([true, true, false, false])
  })

  it('reads followers as a number and drops nonsense', () => {
    const result = normalise([
      found('a', 'A', { username: 'a', followers: 1520 }),
      found('b', 'B', { username: 'b', followers: '12,345' }),
      found('c', 'C', { username: 'c', followers: 'lots' }),
      found('d', 'D', { username: 'd', followers: -4 }),
    ])
    expect(result.data.socialMedia?.map((s) => s.followers)).toEqual([
      1520,
      12345,
      undefined,
      undefined,
    ])
  })

  it('keeps a profile image only when it is an http(s) URL', () => {
    const result = normalise([
      found('a', 'A', { username: 'a', picture_url: 'https://cdn.test/a.png' }),
      found('b', 'B', { username: 'b', picture_url: 'data:image/png;base64,AAAA' }),
      found('c', 'C', { username: 'c', picture_url: 'javascript:alert(1)' }),
    ])
    expect(result.data.socialMedia?.map((s) => s.profileImage)).toEqual([
      'https://cdn.test/a.png',
      undefined,
      undefined,
    ])
  })

  it('carries last activity from last_seen', () => {
    const result = normalise([
      found('a', 'A', { username: 'a', last_seen: '2024-12-31T10:00:00Z' }),
    ])
    expect(result.data.socialMedia?.[0]?.lastActivity).toBe('2024-12-31T10:00:00Z')
  })

  it('keeps the first personal info value per field and drops duplicates', () => {
    const result = normalise([
      found('a', 'A', { username: 'jd', name: 'Jane Doe' }),
      found('a', 'A', { username: 'JD', name: 'J. Doe', location: 'Oslo' }),
      found('microsoft', 'Microsoft', { email_hint: 'j***@x.com' }, { email_hint: 'J***@X.com' }),
    ])
    expect(result.data.personalInfo).toEqual({ name: 'Jane Doe', location: 'Oslo' })
    expect(result.data.socialMedia).toHaveLength(1)
    expect(result.data.associated).toHaveLength(1)
  })
})

describe('profileUrl', () => {
  it('ignores a base that is not http(s) and a base needing an unknown username', () => {
    expect(profileUrl(undefined, 'ftp://example.com/{}', 'jd')).toBe('#')
    expect(profileUrl(undefined, 'https://example.com/{}', '')).toBe('#')
    expect(profileUrl(undefined, 'https://example.com/', '')).toBe('https://example.com/')
  })
})

describe('provider records relayed from other platforms', () => {
  it('labels each entry with the platform named in its source variable', () => {
    const record = (source: string, username: string) => ({
      username: { value: username, type: 'str', proper_key: 'Username' },
      platform_variables: [{ key: 'source', proper_key: 'Found on', value: source, type: 'str' }],
    })
    const result = normaliseResults('email', 'a@example.com', [
      {
        module: 'osint-industries',
        name: 'OSINT Industries',
        category: 'identity',
        status: 'found',
        spec_format: [record('instagram', 'ann'), record('spotify', 'ann')],
      },
    ])
    expect(result.data.socialMedia?.map((e) => e.platform)).toEqual(['instagram', 'spotify'])
  })
})

describe('local checks', () => {
  it('never become a platform, personal info or a score', () => {
    const phone = {
      module: 'phone-intel',
      name: 'Phone number',
      category: 'phone',
      status: 'found',
      local: true,
      spec_format: [{ location: { value: 'United Kingdom', type: 'str', proper_key: 'Location' } }],
    }
    const result = normaliseResults('phone', '+447400123456', [phone], { variant: 'stream' })
    expect(result.data).toEqual({})
    expect(result.status).toBe('failed')
  })
})

describe("a module's own finding", () => {
  const record = [{ name: { value: 'Collection #1', type: 'str', proper_key: 'Name' } }]
  const found = (module: string, finding?: string) => ({
    module,
    name: module,
    category: 'other',
    status: 'found',
    ...(finding ? { finding } : {}),
    spec_format: record,
  })

  it('decides where its data goes, whatever the module is called', () => {
    const result = normaliseResults(
      'email',
      'jane@example.com',
      [found('leak-index', 'breach'), found('keyserver', 'record'), found('forum', 'account')],
      { variant: 'stream' },
    )
    expect(result.data.associated).toEqual([
      expect.objectContaining({ type: 'data_breach', source: 'leak-index' }),
    ])
    expect(result.data.socialMedia).toBeUndefined()
  })

  it("leaves SPEC 5's platform names to decide for modules that do not say", () => {
    const result = normaliseResults('email', 'jane@example.com', [found('hibp'), found('forum')], {
      variant: 'stream',
    })
    expect(result.data.associated?.map((a) => a.type)).toEqual(['data_breach'])
    expect(result.data.socialMedia?.map((s) => s.module)).toEqual(['forum'])
  })
})

describe('the order of found accounts', () => {
  const profile = (module: string, rank?: number) => ({
    module,
    name: module,
    status: 'found',
    ...(rank ? { rank } : {}),
    spec_format: [{ username: { value: 'alice', type: 'str', proper_key: 'Username' } }],
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
