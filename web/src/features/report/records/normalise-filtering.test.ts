import { describe, expect, it } from 'vitest'
import { NOW, found } from './module-fixtures.ts'
import { normaliseResults } from './normalise.ts'

const normalise = (
  modules: Parameters<typeof normaliseResults>[2],
  extra: Parameters<typeof normaliseResults>[3] = {},
) => normaliseResults('email', 'jane@example.com', modules, { now: NOW, id: 'r1', ...extra })

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

  it('links to the data’s profile address when it is http(s), else to #', () => {
    const result = normalise([
      found('github', 'GitHub', { username: 'jd', profile_url: 'https://github.com/jd' }),
      found('chirper', 'Chirper', { username: 'jd', profile_url: 'javascript:alert(1)' }),
      found('gitlab', 'GitLab', { username: 'jd' }),
    ])
    expect(result.data.socialMedia?.map((s) => s.url)).toEqual(['https://github.com/jd', '#', '#'])
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
      {
        ...found('hibp', 'Have I Been Pwned', { name: 'Adobe' }, { name: 'LinkedIn' }),
        finding: 'breach',
      },
      found('microsoft', 'Microsoft', { email_hint: 'j***@outlook.com' }),
      found('apple', 'Apple', { phone_hint: '•• 45' }),
      {
        ...found('callapp', 'CallApp', { name: 'Jane Doe', location: 'Leeds, UK' }),
        finding: 'caller-id',
      },
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
