import { describe, expect } from 'vitest'
import type { LookupModule, UnknownReason } from '../../types.ts'
import {
  type Answer,
  HTML_HEADERS,
  type LookupCase,
  type VerdictSuite,
  escapeRegExp,
  fixture,
  flat,
  itLooksUp,
  itReadsVerdicts,
  endpoint,
  pageWithCookies,
  postedForm,
} from '../_shared/testing.ts'

/** The address every email module test looks up. */
export const ADDRESS = 'ada.lovelace@example.com'
export const ENCODED_ADDRESS = encodeURIComponent(ADDRESS)

export interface SilentCheckSuite extends VerdictSuite {
  /** Values the found record must hold, flattened (known fields and platform variables). */
  foundFields: Record<string, string | number | boolean>
}

/** Words in an endpoint that mean a flow which mails or texts the account's owner. */
const NOTIFYING_ENDPOINT = /reset|recover|forgot|magic|send|otp|verify_email|resend|challenge/i

/**
 * The four tests every email module owes: found with its parsed fields and not found, each
 * with the evidence that decided it; a wall reported as unknown; and the exact requests it
 * makes, the found answers' and no others (none of them a reset, sign-up confirmation or
 * login that would reach the owner).
 */
export function describeSilentCheck(module: LookupModule, suite: SilentCheckSuite): void {
  describe(`${module.id} (email)`, () => {
    itReadsVerdicts(module, ADDRESS, suite, {
      type: 'email',
      noun: 'address',
      shows: 'what the platform holds',
      found: (result) => {
        expect(result.status).toBe('found')
        expect(flat(result)).toMatchObject(suite.foundFields)
      },
      reaches: 'mail or text',
      notifying: NOTIFYING_ENDPOINT,
    })
  })
}

/**
 * The proofs of a check decided by one value (readOneValue): `where` ("field exists", "the
 * body") is `taken` in the found answer's evidence and `free` in the not-found one's; with
 * `request`, the deciding request's URL holds that text.
 */
export function oneValueProof(where: string, taken: unknown, free: unknown, request?: string) {
  const asked = request ? `${escapeRegExp(request)}.* → ` : ''
  const is = (value: unknown) =>
    new RegExp(
      `${asked}HTTP 200, ${escapeRegExp(where)} is ${escapeRegExp(JSON.stringify(value))}$`,
    )
  return { found: is(taken), notFound: is(free) }
}

/**
 * A sign-up form that the check opens and then posts back: `page(status, body)` serves the
 * form's page with its session cookie, `submit(status, body)` answers the POST of `fields` to
 * `action`, both as HTML.
 */
export function signUpForm(
  origin: string,
  form: { page: string; body: string; cookie: string },
  action: string,
  fields: Record<string, string>,
) {
  return {
    page: pageWithCookies(origin, form.page, form.body, [form.cookie]),
    submit: endpoint(origin, action, { ...HTML_HEADERS, ...postedForm(fields) }),
  }
}

/** One endpoint's answers, `check(status, body, options)` (see endpoint in _shared/testing.ts). */
type Endpoint = (status: number, body: string, options?: Partial<Answer>) => Answer

export interface RecordedCheck {
  /** The check the module makes about the address. */
  check: Endpoint
  /**
   * The form's page, `page(status, body)`, opened before the check for its session and token:
   * the wall stands in its place (with walled.html unless wallPage).
   */
  page?: (status?: number, body?: string) => Answer
  /** What the platform answers before the check, in order: the page, when it is given. */
  before?: readonly Answer[]
  /** The status of the check's recorded verdicts: 200 unless the platform answers another. */
  status?: number
  /** The status of the recorded found answer, when it is not the other verdict's. */
  foundStatus?: number
  /** The recorded verdicts' files: found.json and not-found.json unless named. */
  files?: { found: string; notFound: string }
  /** The verdicts' bodies, when the test composes them from a recorded page instead. */
  bodies?: { found: string; notFound: string }
  /** Values the found record holds besides the address. */
  foundFields?: SilentCheckSuite['foundFields']
  proof: SilentCheckSuite['proof']
  /** The wall's page, answered 403 at the check (after `before`): walled.html unless given. */
  wallPage?: string
  /** Headers the wall's answer carries besides its HTML type (e.g. cf-mitigated). */
  wallHeaders?: Record<string, string>
  /** Where the wall stands when not at the check, with its answers. */
  wall?: readonly Answer[]
  blockedReason: UnknownReason
  /** The recorded rate limit's file, answered 429 at the check, when the platform has one. */
  rateLimited?: string
  /** The rate limit stands in the page's place instead of at the check. */
  rateLimitedAtPage?: true
  /** More lookups of the address, each named by the behaviour it pins. */
  cases?: Record<string, Omit<LookupCase, 'query'>>
}

/**
 * The silent-check suite of a module from its platform's recorded answers in
 * __fixtures__/<id>/, with a rate-limited lookup and any further cases.
 */
export function describeRecordedCheck(module: LookupModule, suite: RecordedCheck): void {
  const { check, page, status = 200, foundStatus = status, files, bodies, rateLimited } = suite
  const { before = page ? [page()] : [] } = suite
  const recorded = (file: string) => fixture(module.id, file)
  const headersOf = (file: string) => (file.endsWith('.html') ? HTML_HEADERS : {})
  const walled = () => {
    const body = suite.wallPage ?? recorded('walled.html')
    const headers = { ...HTML_HEADERS.headers, ...suite.wallHeaders }
    return page ? [page(403, body)] : [...before, check(403, body, { headers })]
  }
  describeSilentCheck(module, {
    answers: {
      found: [
        ...before,
        check(foundStatus, bodies?.found ?? recorded(files?.found ?? 'found.json')),
      ],
      not_found: [
        ...before,
        check(status, bodies?.notFound ?? recorded(files?.notFound ?? 'not-found.json')),
      ],
      blocked: suite.wall ?? walled(),
    },
    foundFields: { email: ADDRESS, ...suite.foundFields },
    proof: suite.proof,
    blockedReason: suite.blockedReason,
  })
  const cases: Record<string, Omit<LookupCase, 'query'>> = {}
  if (rateLimited) {
    cases['reports a rate limit as unknown (rate_limited), never as a verdict'] = {
      answers:
        page && suite.rateLimitedAtPage
          ? [page(429, recorded(rateLimited))]
          : [...before, check(429, recorded(rateLimited), headersOf(rateLimited))],
      status: 'unknown',
      reason: 'rate_limited',
    }
  }
  Object.assign(cases, suite.cases)
  const named = Object.entries(cases).map(([name, c]) => [name, { query: ADDRESS, ...c }])
  if (named.length) itLooksUp(module, Object.fromEntries(named) as Record<string, LookupCase>)
}
