import { describe, expect, it } from 'vitest'
import { analysePrivacy, buildPrivacyOverview, fallbackPrivacyOverview } from './overview-copy.ts'
import { platformCountScore, riskLevel, scoreRisk, type RiskLevel } from './risk-score.ts'
import type { AssociatedItem, SearchResult, SocialMediaEntry } from '../records/search-result.ts'
import { found } from '../records/module-fixtures.ts'
import { normaliseResults } from '../records/normalise.ts'

interface Shape {
  platforms?: number
  personal?: boolean
  associated?: number
  verified?: boolean
  followers?: number
}

function result({ platforms = 0, personal, associated = 0, verified, followers }: Shape) {
  const socialMedia: SocialMediaEntry[] = Array.from({ length: platforms }, (_, i) => ({
    platform: `Platform ${i}`,
    username: 'jd',
    url: '#',
    verified: i === 0 && verified === true,
    ...(i === 0 && followers !== undefined ? { followers } : {}),
  }))
  const items: AssociatedItem[] = Array.from({ length: associated }, (_, i) => ({
    type: 'data_breach',
    value: `Breach ${i}`,
    confidence: 0.95,
    source: 'HIBP',
  }))
  const data: SearchResult['data'] = {}
  if (platforms > 0) data.socialMedia = socialMedia
  if (personal === true) data.personalInfo = { name: 'Jane Doe' }
  if (associated > 0) data.associated = items
  return { data }
}

describe('platformCountScore', () => {
  it.each([
    [0, 0],
    [1, 25],
    [2, 25],
    [3, 50],
    [4, 50],
    [5, 75],
    [40, 75],
  ])('%i platforms score %i', (count, score) => {
    expect(platformCountScore(count)).toBe(score)
  })
})

describe('riskLevel at each boundary', () => {
  it.each<[number, RiskLevel]>([
    [0, 'Low'],
    [25, 'Low'],
    [26, 'Medium'],
    [50, 'Medium'],
    [51, 'High'],
    [75, 'High'],
    [76, 'Critical'],
    [100, 'Critical'],
  ])('%i is %s', (score, level) => {
    expect(riskLevel(score)).toBe(level)
  })
})

describe('scoreRisk', () => {
  it.each<[string, Shape, number, RiskLevel]>([
    ['nothing found', {}, 0, 'Low'],
    ['one platform', { platforms: 1 }, 25, 'Low'],
    ['two platforms', { platforms: 2 }, 25, 'Low'],
    ['personal info alone', { personal: true }, 20, 'Low'],
    ['one platform and personal info', { platforms: 1, personal: true }, 45, 'Medium'],
    ['three platforms', { platforms: 3 }, 50, 'Medium'],
    ['three platforms and one associated item', { platforms: 3, associated: 1 }, 60, 'High'],
    ['five platforms', { platforms: 5 }, 75, 'High'],
    ['five platforms and one associated item', { platforms: 5, associated: 1 }, 85, 'Critical'],
    // Breadth of the catalogue must not inflate the level: a thousand forums weigh as five.
    ['a thousand small platforms', { platforms: 1000 }, 75, 'High'],
  ])('%s scores %i (%s)', (_, shape, score, level) => {
    expect(scoreRisk(result(shape))).toEqual({ score, level })
  })

  it('adds 10 per associated item, capped at 30', () => {
    expect(scoreRisk(result({ associated: 1 })).score).toBe(10)
    expect(scoreRisk(result({ associated: 2 })).score).toBe(20)
    expect(scoreRisk(result({ associated: 3 })).score).toBe(30)
    expect(scoreRisk(result({ associated: 9 })).score).toBe(30)
  })

  it('adds 15 when any account is verified', () => {
    expect(scoreRisk(result({ platforms: 1, verified: true })).score).toBe(40)
  })

  it('adds 10 only above 10,000 followers', () => {
    expect(scoreRisk(result({ platforms: 1, followers: 10_000 })).score).toBe(25)
    expect(scoreRisk(result({ platforms: 1, followers: 10_001 })).score).toBe(35)
  })

  it('counts platforms, not accounts', () => {
    const fiveAccountsOnTwo = result({ platforms: 2 })
    for (const username of ['b', 'c', 'd']) {
      fiveAccountsOnTwo.data.socialMedia?.push({
        platform: 'Platform 0',
        username,
        url: '#',
        verified: false,
      })
    }
    expect(scoreRisk(fiveAccountsOnTwo).score).toBe(25)
  })

  it('caps the total at 100', () => {
    const everything = result({
      platforms: 6,
      personal: true,
      associated: 5,
      verified: true,
      followers: 2_000_000,
    })
    expect(scoreRisk(everything)).toEqual({ score: 100, level: 'Critical' })
  })
})

describe('privacy overview', () => {
  it.each<RiskLevel>(['Low', 'Medium', 'High', 'Critical'])(
    'has a distinct, complete template for %s',
    (level) => {
      const overview = fallbackPrivacyOverview({ level, score: 10 })
      expect(overview.title).not.toBe('')
      expect(overview.summary).toContain(`(${level})`)
      expect(overview.riskFactors.length).toBeGreaterThan(0)
      expect(overview.recommendations.length).toBeGreaterThan(0)
      expect(overview.complianceNotes.length).toBeGreaterThan(0)
    },
  )

  it('gives each level its own title', () => {
    const titles = (['Low', 'Medium', 'High', 'Critical'] as const).map(
      (level) => fallbackPrivacyOverview({ level, score: 0 }).title,
    )
    expect(new Set(titles).size).toBe(4)
  })

  it('lists what was found as key findings', () => {
    const data = result({ platforms: 2, personal: true, associated: 2, verified: true })
    const second = data.data.socialMedia?.[1]
    if (second !== undefined) second.followers = 12_345
    const overview = buildPrivacyOverview(data, scoreRisk(data))
    expect(overview.keyFindings).toEqual([
      'Found on 2 platforms: Platform 0, Platform 1.',
      'Personal info is public: name.',
      '2 data breaches turned up.',
      'Verified on Platform 0.',
      'Biggest audience: 12.3K followers on Platform 1 (high visibility).',
    ])
  })

  it('says so when no accounts were found', () => {
    expect(buildPrivacyOverview(result({}), scoreRisk(result({}))).keyFindings).toEqual([
      'No social accounts found.',
    ])
  })

  it('falls back to the template with the SPEC message when the data is malformed', () => {
    const malformed = { data: { socialMedia: 'oops' } } as unknown as SearchResult
    const analysis = analysePrivacy(malformed)
    expect(analysis.ok).toBe(false)
    expect(analysis).toMatchObject({ error: 'Failed to generate privacy overview' })
    expect(analysis.overview.recommendations.length).toBeGreaterThan(0)
  })

  it('analyses a well-formed result', () => {
    const analysis = analysePrivacy(result({ platforms: 5 }))
    expect(analysis).toMatchObject({ ok: true, risk: { score: 75, level: 'High' } })
  })
})

describe('an overview that promises only what it found', () => {
  it('says nothing of leaks or breaches when no breach turned up', () => {
    const data = result({ platforms: 5, personal: true })
    const overview = buildPrivacyOverview(data, scoreRisk(data))
    expect(scoreRisk(data).level).toBe('Critical')
    expect([...overview.riskFactors, ...overview.recommendations].join(' ')).not.toMatch(
      /breach|leak/i,
    )
  })

  it('keeps them when a breach is among the findings', () => {
    const data = result({ platforms: 5, associated: 1 })
    const overview = buildPrivacyOverview(data, scoreRisk(data))
    expect(overview.riskFactors.join(' ')).toMatch(/Breached credentials/)
  })
})

describe('a phone report', () => {
  it('scores accounts on the number as SPEC 4 scores social platforms', () => {
    const accounts = ['Microsoft account', 'Zoho', 'Snapchat'].map((platform) => ({
      ...found(platform.toLowerCase(), platform, { phone: '+447400123456' }),
      finding: 'account' as const,
    }))
    const result = normaliseResults('phone', '+447400123456', accounts)
    expect(scoreRisk(result)).toEqual({ level: 'Medium', score: 50 })
    expect(buildPrivacyOverview(result, scoreRisk(result)).keyFindings[0]).toBe(
      'Found on 3 platforms: Microsoft account, Zoho, Snapchat.',
    )
  })
})
