import { describe, expect, it } from 'vitest'
import { queryShapeProblem } from './query-shape.ts'
import { checkSearchQuery } from './search-query.ts'

describe('checkSearchQuery', () => {
  it('passes what the lookups accept, normalised', () => {
    expect(checkSearchQuery('email', ' jane@example.com ')).toEqual({
      ok: true,
      query: 'jane@example.com',
    })
    expect(checkSearchQuery('phone', '(201) 555-0123')).toEqual({ ok: true, query: '+12015550123' })
    expect(checkSearchQuery('username', '@jane')).toEqual({ ok: true, query: 'jane' })
  })

  it('refuses with the SPEC message what the lookups would refuse', () => {
    expect(checkSearchQuery('email', 'a/b@x.com')).toEqual({
      ok: false,
      message: 'That email looks sus - try again!',
    })
    expect(checkSearchQuery('email', 'a@b.c#d')).toMatchObject({ ok: false })
    // Valid by the form and the detailed rules, but with no country it is no E.164 number.
    expect(checkSearchQuery('phone', '1234567')).toEqual({
      ok: false,
      message: 'Phone number is giving fake vibes',
    })
  })

  it('the engine guard refuses hidden characters too, whoever calls it', () => {
    expect(queryShapeProblem('username', 'ja\u200bne')).toBe('holds hidden characters')
    expect(queryShapeProblem('email', 'a%00@example.com')).toBe('holds hidden characters')
    expect(queryShapeProblem('username', 'jane')).toBeNull()
  })

  it('accepts nothing the engine guard refuses', () => {
    for (const [type, query] of [
      ['email', 'x\\y@z.com'],
      ['phone', '12345678'],
      ['phone', '+1 (201) 555-0123'],
      ['email', 'ok@example.org'],
    ] as const) {
      const check = checkSearchQuery(type, query)
      if (check.ok) expect(queryShapeProblem(type, check.query)).toBeNull()
    }
  })
})
