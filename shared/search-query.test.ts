import { describe, expect, it } from 'vitest'
import { queryShapeProblem } from './query-shape.ts'
import { checkSearchQuery } from './search-query.ts'

describe('checkSearchQuery', () => {
  it('passes what the lookups accept, normalised', () => {
    expect(checkSearchQuery('email', ' jane@example.com ')).toEqual({
      ok: true,
      query: 'jane@example.com',
    })
    expect(checkSearchQuery('phone', '(415) 200-0123')).toEqual({ ok: true, query: '+14152000123' })
    // SPEC 5: a local number's leading 0 becomes +44.
    expect(checkSearchQuery('phone', '07400 123456')).toEqual({
      ok: true,
      query: '+447400123456',
    })
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

  it('refuses, before any credit, a number no country uses or one kept for fiction', () => {
    expect(checkSearchQuery('phone', '+999 1234567')).toEqual({
      ok: false,
      message: 'Invalid phone number: no country uses the calling code of +9991234567',
    })
    for (const fiction of [
      '+1 (201) 555-0123',
      '+1 415 555 0199',
      '+44 7700 900123',
      '07700 900456',
    ]) {
      expect(checkSearchQuery('phone', fiction).ok, fiction).toBe(false)
      expect(checkSearchQuery('phone', fiction)).toMatchObject({
        message: expect.stringMatching(/kept for films and books/),
      })
    }
    // Just outside the fiction range: a real number.
    expect(checkSearchQuery('phone', '+1 415 555 0200').ok).toBe(true)
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
