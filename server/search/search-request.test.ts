import { describe, expect, it } from 'vitest'
import { SearchRequest } from './search-request.ts'

describe('SearchRequest', () => {
  it('parses to the normalised query, keeping what was typed when it differs', () => {
    expect(SearchRequest.parse({ type: 'username', query: '@jane' })).toEqual({
      type: 'username',
      query: 'jane',
      typed: '@jane',
      timeout: 60,
    })
    expect(SearchRequest.parse({ type: 'username', query: 'jane' })).not.toHaveProperty('typed')
  })

  it('accepts a timeout of at most 60 seconds', () => {
    expect(SearchRequest.parse({ type: 'username', query: 'jane', timeout: 30 }).timeout).toBe(30)
    expect(SearchRequest.safeParse({ type: 'username', query: 'jane', timeout: 61 }).success).toBe(
      false,
    )
  })

  it('reports the SPEC message on the query path', () => {
    const parsed = SearchRequest.safeParse({ type: 'email', query: 'nope' })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues).toMatchObject([
      { path: ['query'], message: 'That email looks sus - try again!' },
    ])
  })

  it('rejects unknown types and missing queries', () => {
    expect(SearchRequest.safeParse({ type: 'ssn', query: '123' }).success).toBe(false)
    expect(SearchRequest.safeParse({ type: 'email' }).success).toBe(false)
    expect(SearchRequest.safeParse('email').success).toBe(false)
  })
})
