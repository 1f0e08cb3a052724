import { describe, expect, it } from 'vitest'
import {
  SEARCH_CARD_FIELDS,
  isSearchSubmitDisabled,
  searchCreditsLine,
  searchSubmitLabel,
  validateSearchInput,
} from './search-validation.ts'
import { QUERY_TYPES, type QueryType } from './query-type.ts'

const USERNAME_MESSAGE =
  'Username needs to be at least 2 characters with only letters, numbers, dots, dashes, or underscores'

/** Asserts that `input` of `type` is accepted as `query`. */
const accepted = (type: QueryType, input: string, query: string) =>
  expect(validateSearchInput(type, input)).toEqual({ ok: true, query })

/** A test that the query of `type` is refused with `message`. */
const refused = (type: QueryType, message: string) => (query: string) =>
  expect(validateSearchInput(type, query)).toEqual({ ok: false, message })

describe('validateSearchInput', () => {
  it.each(QUERY_TYPES)('rejects an empty or blank %s with the SPEC message', (type) => {
    expect(validateSearchInput(type, '')).toEqual({
      ok: false,
      message: 'You gotta enter something first!',
    })
    expect(validateSearchInput(type, '   \t')).toEqual({
      ok: false,
      message: 'You gotta enter something first!',
    })
  })

  it('accepts an email and trims it', () => {
    accepted('email', '  jane.doe@example.com ', 'jane.doe@example.com')
  })

  it.each(['jane', 'jane@', 'jane@example', 'ja ne@example.com', '@example.com', 'a@b@c.com'])(
    'rejects the email %j as sus',
    refused('email', 'That email looks sus - try again!'),
  )

  it('strips spaces, dashes and parentheses from a phone number', () => {
    accepted('phone', '+1 (201) 555-0123', '+12015550123')
  })

  it('accepts a phone number without a plus', () => {
    accepted('phone', '447400123456', '447400123456')
  })

  it('needs at least 7 characters after stripping', () => {
    accepted('phone', '+123456', '+123456')
    expect(validateSearchInput('phone', '123456').ok).toBe(false)
    expect(validateSearchInput('phone', '+12345').ok).toBe(false)
  })

  it('allows a non-zero first digit and up to 15 more digits', () => {
    expect(validateSearchInput('phone', '+1234567890123456').ok).toBe(true)
    expect(validateSearchInput('phone', '+12345678901234567').ok).toBe(false)
  })

  it('lets a local number with its trunk 0 (or an international 00) through to SPEC 5 detailed rules', () => {
    accepted('phone', '07400 123456', '07400123456')
    accepted('phone', '0044 7400 123456', '00447400123456')
    expect(validateSearchInput('phone', '012345').ok).toBe(false)
  })

  it.each(['+0123456789', '555.123.4567', '+1 555 CALL NOW', '++15550123456'])(
    'rejects the phone number %j as fake',
    refused('phone', 'Phone number is giving fake vibes'),
  )

  it('removes a leading @ from a username', () => {
    accepted('username', ' @jane_doe ', 'jane_doe')
  })

  it('accepts letters, digits, dots, dashes and underscores', () => {
    accepted('username', 'J.a-n_e9', 'J.a-n_e9')
  })

  it.each(['a', '@a', 'jane doe', 'jane!', 'jäne', '@@jane', 'jane@doe'])(
    'rejects the username %j',
    refused('username', USERNAME_MESSAGE),
  )

  it("rejects a query over its type's length, saying so", () => {
    expect(validateSearchInput('username', 'a'.repeat(257))).toEqual({
      ok: false,
      message: "That's way too long - a username can't go past 256 characters",
    })
    expect(validateSearchInput('username', 'a'.repeat(256)).ok).toBe(true)
    const local = (n: number) => 'a'.repeat(n - '@example.com'.length)
    expect(validateSearchInput('email', `${local(255)}@example.com`)).toEqual({
      ok: false,
      message: "That's way too long - an email can't go past 254 characters",
    })
    expect(validateSearchInput('email', `${local(254)}@example.com`).ok).toBe(true)
    expect(validateSearchInput('phone', `+1 (201) 555-0123${' '.repeat(16)}x`)).toEqual({
      ok: false,
      message: "That's way too long - a phone number can't go past 32 characters",
    })
  })
})

const HIDDEN =
  'Hidden characters spotted (like zero-width spaces or text-direction marks) - try typing it out fresh!'

describe('hidden characters', () => {
  it.each([
    ['zero-width space', '\u200b'],
    ['zero-width non-joiner', '\u200c'],
    ['zero-width joiner', '\u200d'],
    ['word joiner', '\u2060'],
    ['byte order mark inside', '\ufeff'],
    ['left-to-right mark', '\u200e'],
    ['right-to-left mark', '\u200f'],
    ['left-to-right embedding', '\u202a'],
    ['right-to-left override', '\u202e'],
    ['left-to-right isolate', '\u2066'],
    ['pop directional isolate', '\u2069'],
    ['soft hyphen (another format character)', '\u00ad'],
    ['NUL', '\u0000'],
    ['escape (another control character)', '\u001b'],
    ['delete', '\u007f'],
    ['a C1 control', '\u0085'],
  ])('refuses a %s inside any query', (_name, char) => {
    expect(validateSearchInput('email', `jane${char}@example.com`)).toEqual({
      ok: false,
      message: HIDDEN,
    })
    expect(validateSearchInput('email', `jane@exa${char}mple.com`)).toEqual({
      ok: false,
      message: HIDDEN,
    })
    expect(validateSearchInput('username', `jane${char}doe`)).toEqual({
      ok: false,
      message: HIDDEN,
    })
    expect(validateSearchInput('phone', `+44 7400${char}123456`)).toEqual({
      ok: false,
      message: HIDDEN,
    })
  })

  it.each([
    'a%00@example.com',
    'a%0A@example.com',
    'a%7f@example.com',
    'a%E2%80%8B@example.com',
    'a%e2%80%ae@example.com',
    'a%85@example.com',
  ])('refuses the percent-encoded control or format character in %j', (email) => {
    expect(validateSearchInput('email', email)).toEqual({ ok: false, message: HIDDEN })
  })

  it('leaves other percent signs and non-Latin letters alone', () => {
    expect(validateSearchInput('email', 'a%41b@example.com').ok).toBe(true)
    expect(validateSearchInput('email', '100%@example.com').ok).toBe(true)
    expect(validateSearchInput('email', 'jürgen@exämple.de').ok).toBe(true)
  })

  it('trims a leading byte order mark and surrounding spaces', () => {
    accepted('username', '\ufeff @jane_doe ', 'jane_doe')
    accepted('email', '\ufeffjane@example.com\n', 'jane@example.com')
  })
})

describe('search card copy', () => {
  it('has a label and a placeholder per type', () => {
    for (const type of QUERY_TYPES) {
      expect(SEARCH_CARD_FIELDS[type].label).not.toBe('')
      expect(SEARCH_CARD_FIELDS[type].placeholder).not.toBe('')
    }
    expect(SEARCH_CARD_FIELDS.email.tab).toBe('Email')
    expect(SEARCH_CARD_FIELDS.phone.tab).toBe('Phone')
    expect(SEARCH_CARD_FIELDS.username.tab).toBe('Username')
  })

  it('placeholders pass their own validation', () => {
    for (const type of QUERY_TYPES) {
      expect(validateSearchInput(type, SEARCH_CARD_FIELDS[type].placeholder).ok).toBe(true)
    }
  })

  it('picks the submit label by state', () => {
    expect(searchSubmitLabel({ loading: true, signedIn: true, credits: 5 })).toBe(
      'Finding their socials...',
    )
    expect(searchSubmitLabel({ loading: false, signedIn: false, credits: 0 })).toBe(
      'Sign Up & Snoop',
    )
    expect(searchSubmitLabel({ loading: false, signedIn: true, credits: 0 })).toBe(
      'Buy Search Credits',
    )
    expect(searchSubmitLabel({ loading: false, signedIn: true, credits: 1 })).toBe(
      'Start Snooping (1 Credit)',
    )
  })

  it('disables submit while loading, with an empty input, or signed in without credits', () => {
    const base = { loading: false, signedIn: true, credits: 1, input: 'jane' }
    expect(isSearchSubmitDisabled(base)).toBe(false)
    expect(isSearchSubmitDisabled({ ...base, loading: true })).toBe(true)
    expect(isSearchSubmitDisabled({ ...base, input: '  ' })).toBe(true)
    // With no credits the button leads to pricing, input or not.
    expect(isSearchSubmitDisabled({ ...base, credits: 0 })).toBe(false)
    expect(isSearchSubmitDisabled({ ...base, credits: 0, input: '' })).toBe(false)
    expect(isSearchSubmitDisabled({ ...base, credits: 0, loading: true })).toBe(true)
    expect(isSearchSubmitDisabled({ ...base, signedIn: false, credits: 0 })).toBe(false)
  })

  it('words the credits line by count', () => {
    expect(searchCreditsLine(0)).toBe('0 Searches available')
    expect(searchCreditsLine(1)).toBe('1 Search available')
    expect(searchCreditsLine(2)).toBe('2 Searches available')
  })
})
