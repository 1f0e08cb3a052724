import { randomInt } from 'node:crypto'
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import type { QueryType } from '../types.ts'

/**
 * A query's twins: made-up names of the query's own shape, which nobody should hold. A page
 * that repeats the asked name proves nothing if it repeats any name of that shape, so a "found"
 * stands only when a twin, asked the same way, comes back not found (engine/vouching/canaries.ts).
 *
 * The shape keeps what a site's name rules and echo pages can tell apart: the length, the class
 * of every character (lower- or upper-case letter, digit) in order, and every other character
 * as it is (`.`, `-`, `_`). An email twin keeps the domain and the local part's shape; a phone
 * twin keeps the country and the length, drawn from a range nobody can hold where one exists.
 */
export interface Twins {
  /** What the twins stand for: one cache entry per platform and shape. */
  shape: string
  /** Made-up names, asked one after another until one comes back not found. */
  names: string[]
  /**
   * Whether the shape may be written to the store every instance reads. An email shape holds
   * the searched address's domain, which is part of the sealed query: it stays in memory.
   */
  shareable: boolean
}

/** Picks an integer in [0, max): crypto's, or a seeded one in tests. */
export type Draw = (max: number) => number

/**
 * Letters a twin is made of: consonants only, so that a twin is never a word or a common
 * name; the rarest ones for short names, where a random name is likelier to be taken.
 */
const CONSONANTS = 'bcdfghjklmnpqrstvwxz'
const RARE = 'qxzjvkw'
const DIGITS = '0123456789'

/** Letters and digits at or below which a random name may really exist on a big platform. */
const SHORT = 4
const MEDIUM = 6

/** How many twins a name of `significant` letters and digits is given. */
export function twinCount(significant: number): number {
  if (significant <= SHORT) return 3
  if (significant <= MEDIUM) return 2
  return 1
}

const isUpper = (c: string) => c !== c.toLowerCase() && c === c.toUpperCase()
const isLetter = (c: string) => c.toLowerCase() !== c.toUpperCase()
const isDigit = (c: string) => c >= '0' && c <= '9'

/**
 * The shape of a name: `a` for a lower-case letter (of any script), `A` for an upper-case
 * one, `9` for a digit, any other character as it is. `alice1987` → `aaaaa9999`.
 */
export function nameShape(name: string): string {
  let out = ''
  for (const c of name) {
    if (isDigit(c)) out += '9'
    else if (isUpper(c)) out += 'A'
    else if (isLetter(c)) out += 'a'
    else out += c
  }
  return out
}

/** A made-up name of `shape`, never `avoid` (compared case-insensitively). */
export function nameOfShape(shape: string, pick: Draw = randomInt, avoid = ''): string {
  const chars = [...shape]
  const significant = chars.filter((c) => c === 'a' || c === 'A' || c === '9').length
  const letters = significant <= SHORT ? RARE : CONSONANTS
  for (let attempt = 0; ; attempt++) {
    let out = ''
    for (const c of chars) {
      if (c === '9') out += DIGITS[pick(DIGITS.length)]
      else if (c === 'a') out += letters[pick(letters.length)]
      else if (c === 'A') out += (letters[pick(letters.length)] as string).toUpperCase()
      else out += c
    }
    // A shape with no letters or digits has one name only: the query itself.
    if (out.toLowerCase() !== avoid.toLowerCase() || significant === 0 || attempt > 20) return out
  }
}

/** Several different names of one shape (as many as the shape allows, up to `count`). */
function namesOfShape(shape: string, count: number, pick: Draw, avoid: string): string[] {
  const names = new Set<string>()
  for (let i = 0; i < count * 4 && names.size < count; i++) {
    const name = nameOfShape(shape, pick, avoid)
    if (name.toLowerCase() !== avoid.toLowerCase()) names.add(name)
  }
  return [...names]
}

const significantOf = (shape: string) => [...shape].filter((c) => /[aA9]/.test(c)).length

function usernameTwins(query: string, pick: Draw): Twins {
  const shape = nameShape(query)
  return {
    shape: `username:${shape}`,
    names: namesOfShape(shape, twinCount(significantOf(shape)), pick, query),
    shareable: true,
  }
}

function emailTwins(query: string, pick: Draw): Twins | undefined {
  const at = query.lastIndexOf('@')
  if (at <= 0) return undefined
  const local = query.slice(0, at)
  const domain = query.slice(at + 1).toLowerCase()
  const shape = nameShape(local)
  return {
    shape: `email:${shape}@${domain}`,
    names: namesOfShape(shape, twinCount(significantOf(shape)), pick, local).map(
      (name) => `${name}@${domain}`,
    ),
    shareable: false,
  }
}

/**
 * Ranges of numbers set aside for drama and fiction, which no subscriber can be given:
 * `cc` the country calling code, `prefix` the national number's start (no trunk 0), `length`
 * the national number's length, `last` how many final digits vary and `from`/`to` their
 * bounds. Sources (not checked against the regulators' live pages from here):
 * - UK, Ofcom's "telephone numbers for drama purposes": mobile 07700 900000-900999 and London
 *   020 7946 0000-0999 (the BBC's "The 20,000 fake phone numbers", 2015, cites both).
 * - NANP (US, Canada, the Caribbean): 555-0100 to 555-0199 in every area code, reserved by
 *   NANPA for fictional use; the area code is kept from the query.
 * - Australia, ACMA's list of fictitious numbers for creative works: mobile 0491 570 xxx
 *   (ACMA keeps 30 such mobile numbers; the ones used here are 0491 570 006, 110, 156-159,
 *   313 and 737, recalled from ACMA's list and unchecked here).
 * - Sweden, PTS: 070-174 06 05 to 070-174 06 99 for fictional people (Dagens Nyheter, 2020,
 *   quoted by Teller Report).
 * - France, ARCEP's numbering plan (décision 2018-0881) reserves 06 39 98 xx xx for fiction;
 *   unchecked here.
 * Where the query's country and length have no such range, the twin keeps the country, the
 * length and the national number's first three digits (its mobile or area prefix), with the
 * rest made up: a number someone may hold, so such a phone twin is asked up to three times
 * and the rule discriminates as soon as one is not found.
 */
interface FictionRange {
  cc: string
  prefix: string | ((national: string) => string)
  length: number
  /** The final digits that vary, as allowed values; every value from `from` to `to`. */
  suffixes: readonly string[]
}

const span = (from: number, to: number, width: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(width, '0'))

export const FICTION_RANGES: readonly FictionRange[] = [
  { cc: '44', prefix: '7700900', length: 10, suffixes: span(0, 999, 3) },
  { cc: '44', prefix: '2079460', length: 10, suffixes: span(0, 999, 3) },
  {
    cc: '1',
    prefix: (national) => `${national.slice(0, 3)}55501`,
    length: 10,
    suffixes: span(0, 99, 2),
  },
  {
    cc: '61',
    prefix: '491570',
    length: 9,
    suffixes: ['006', '110', '156', '157', '158', '159', '313', '737'],
  },
  { cc: '46', prefix: '7017406', length: 9, suffixes: span(5, 99, 2) },
  { cc: '33', prefix: '63998', length: 9, suffixes: span(0, 9999, 4) },
]

/** The national number's first digits that a fallback twin keeps. */
const KEPT_PREFIX = 3

function phoneTwins(query: string, pick: Draw): Twins | undefined {
  const parsed = parsePhoneNumberFromString(query)
  if (!parsed) return undefined
  const cc = parsed.countryCallingCode
  const national = parsed.nationalNumber
  const ranges = FICTION_RANGES.filter((r) => r.cc === cc && r.length === national.length)
  // The range that starts like the query (a mobile for a mobile), else any of its length.
  const range =
    ranges.find((r) => {
      const prefix = typeof r.prefix === 'string' ? r.prefix : r.prefix(national)
      return prefix[0] === national[0]
    }) ?? ranges[0]
  if (range) {
    const prefix = typeof range.prefix === 'string' ? range.prefix : range.prefix(national)
    const names = new Set<string>()
    for (let i = 0; i < 8 && names.size < 1; i++) {
      const name = `+${cc}${prefix}${range.suffixes[pick(range.suffixes.length)]}`
      if (name !== query) names.add(name)
    }
    // The range, not the query's own digits (NANP's area code), names the shape: shapes are
    // written to the shared store, and the number is part of the sealed query.
    const label = typeof range.prefix === 'string' ? range.prefix : 'fiction'
    return {
      shape: `phone:+${cc}:${national.length}:${label}`,
      names: [...names],
      shareable: true,
    }
  }
  const kept = national.slice(0, KEPT_PREFIX)
  const rest = '9'.repeat(national.length - kept.length)
  // Its shape holds the query's first digits: kept in memory, like an email's domain.
  return {
    shape: `phone:+${cc}:${national.length}:${kept}`,
    names: namesOfShape(rest, 3, pick, national.slice(KEPT_PREFIX)).map(
      (tail) => `+${cc}${kept}${tail}`,
    ),
    shareable: false,
  }
}

/** The shape a query's twins stand for, without making any (see `twinsOf`). */
export function twinShape(
  type: QueryType,
  query: string,
): Pick<Twins, 'shape' | 'shareable'> | undefined {
  const twins = twinsOf(type, query, () => 0)
  return twins && { shape: twins.shape, shareable: twins.shareable }
}

/** The twins of a query; undefined for a query that has no shape to copy (a malformed one). */
export function twinsOf(type: QueryType, query: string, pick: Draw = randomInt): Twins | undefined {
  if (type === 'email') return emailTwins(query, pick)
  if (type === 'phone') return phoneTwins(query, pick)
  return usernameTwins(query, pick)
}
