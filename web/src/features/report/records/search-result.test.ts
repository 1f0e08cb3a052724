import { describe, expect, it } from 'vitest'
import { CONFIDENCE, SearchResult } from './search-result.ts'

const valid = {
  id: 'r1',
  type: 'username',
  query: 'janedoe',
  timestamp: '2025-03-01T12:00:00.000Z',
  status: 'success',
  data: {
    socialMedia: [{ platform: 'GitHub', username: 'janedoe', url: '#', verified: false }],
    associated: [{ type: 'location', value: 'Oslo', confidence: 0.7, source: 'CallApp' }],
  },
  warnings: [],
}

describe('SearchResult schema', () => {
  it('accepts a well-formed result', () => {
    expect(SearchResult.safeParse(valid).success).toBe(true)
  })

  it('rejects a tampered saved report', () => {
    expect(SearchResult.safeParse({ ...valid, status: 'done' }).success).toBe(false)
    const badConfidence = {
      ...valid,
      data: { associated: [{ type: 'location', value: 'x', confidence: 3, source: 'y' }] },
    }
    expect(SearchResult.safeParse(badConfidence).success).toBe(false)
  })

  it('holds the SPEC 9 confidence values', () => {
    expect(CONFIDENCE).toEqual({
      data_breach: 0.95,
      email_hint: 0.8,
      phone_hint: 0.75,
      location: 0.7,
    })
  })
})
