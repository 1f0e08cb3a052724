import { describe, expect, it } from 'vitest'
import type { LookupModule } from '../../types.ts'
import {
  type Answer,
  HTML_HEADERS,
  type LookupCase,
  type VerdictSuite,
  asked,
  escapeRegExp,
  fixture,
  flat,
  itLooksUp,
  itReadsVerdicts,
  requested,
  usePlatforms,
} from '../_shared/testing.ts'

/** The number every phone module test looks up: libphonenumber's example UK mobile. */
export const NUMBER = '+447400123456'

export interface PhoneCheckSuite extends VerdictSuite {
  /** The number looked up, when the platform serves other countries than NUMBER's. */
  number?: string
  /** Values the found record holds besides the number, flattened (see flat). */
  foundFields?: Record<string, string | number | boolean>
  /** The platform's rate limit, in the order the module asks. */
  rateLimited?: readonly Answer[]
  /** More lookups, each named by the behaviour it pins (the number unless another is given). */
  cases?: Record<string, Omit<LookupCase, 'query'> & { query?: string }>
}

/** A number of no one country (+800, International Freephone): no regional platform serves it. */
const NO_COUNTRY = '+80012345678'

/**
 * Words in an endpoint that mean a flow which texts, calls or mails the number's owner. A
 * path that ends in "verify" is one; a check named after what it verifies ("verifyMobilePhone",
 * asking whether the number is taken) is not.
 */
const NOTIFYING_ENDPOINT =
  /reset|recover|forgot|magic|send|otp|sms|verify(?:\/|$)|verification|resend|challenge|code/i

/**
 * The tests every phone module owes: found with the number and what the platform showed, and
 * not found, each with the evidence that decided it; a wall and a rate limit reported as
 * unknown; the exact requests it makes, none of them a flow that would reach the owner; and
 * the note that says why it is silent.
 */
export function describePhoneCheck(module: LookupModule, suite: PhoneCheckSuite): void {
  const number = suite.number ?? NUMBER
  const platform = usePlatforms()
  describe(`${module.id} (phone)`, () => {
    itReadsVerdicts(module, number, suite, {
      type: 'phone',
      noun: 'number',
      shows: 'what the platform showed',
      found: (result) => {
        expect(result).toMatchObject({ status: 'found', finding: 'account' })
        expect(flat(result)).toMatchObject({ phone: number, ...suite.foundFields })
      },
      reaches: 'text, call or mail',
      notifying: NOTIFYING_ENDPOINT,
    })

    it('says why it notifies nobody, and which countries it serves', () => {
      expect(module.silence?.length ?? 0).toBeGreaterThanOrEqual(25)
      expect(module.types).toEqual(['phone'])
      for (const country of module.countries ?? []) expect(country).toMatch(/^[A-Z]{2}$/)
    })

    it('gives an error, and asks nothing, for a number without its country code', async () => {
      const p = platform()
      const result = await p.run(module, number.replace(/^\+\d{2}/, '0'), 'phone')
      expect(result).toMatchObject({ status: 'error' })
      expect(requested(p)).toEqual([])
    })

    if (module.countries) {
      it('gives an error, and asks nothing, for a number of a country it does not serve', async () => {
        const p = platform()
        const result = await p.run(module, NO_COUNTRY, 'phone')
        expect(result).toMatchObject({ status: 'error' })
        expect(requested(p)).toEqual([])
      })
    }
  })

  const cases: Record<string, LookupCase> = {}
  if (suite.rateLimited) {
    cases['reports a rate limit as unknown (rate_limited), never as a verdict'] = {
      query: number,
      answers: suite.rateLimited,
      status: 'unknown',
      reason: 'rate_limited',
    }
  }
  for (const [name, c] of Object.entries(suite.cases ?? {})) cases[name] = { query: number, ...c }
  if (Object.keys(cases).length) itLooksUp(module, cases)
}

/** One endpoint's answers, `check(status, body, options)` (see endpoint in _shared/testing.ts). */
type Endpoint = (status: number, body: string, options?: Partial<Answer>) => Answer

/** A check built on onePhoneRequest, as a row of the one-request table. */
export interface OnePhoneRequestRow {
  module: LookupModule
  /** The one request the module makes about its fixtures' present number. */
  check: Endpoint
  /** How the recorded verdicts' files (found.*, not-found.*) end: json unless another. */
  ext?: 'jsonp' | 'txt'
  /** What the evidence line says after "HTTP 200, " for found, then for not found. */
  proof: readonly [found: string, notFound: string]
  /** The wall's page, answered 403: the recorded walled.html unless given. */
  wallPage?: string
  /** The platform has a recorded rate limit (rate-limited.json), answered 429. */
  rateLimited?: true
  /** Answers (a body, or a recorded file) that decide nothing, each named by what it pins. */
  noVerdict?: Record<string, string | { file: string }>
}

/**
 * The phone-check suite of a one-request module from its platform's recorded answers in
 * __fixtures__/<id>/: found and not found, each proved by the whole evidence line of the one
 * request; walled.html answered 403 as the wall.
 */
export function describeOnePhoneRequest(row: OnePhoneRequestRow): void {
  const { module, check, ext = 'json', rateLimited } = row
  const recorded = (file: string) => fixture(module.id, file)
  const found = check(200, recorded(`found.${ext}`))
  const line = (proof: string) =>
    new RegExp(`^${escapeRegExp(`${asked([found])[0]} → HTTP 200, ${proof}`)}$`)
  const cases: PhoneCheckSuite['cases'] = {}
  for (const [name, body] of Object.entries(row.noVerdict ?? {})) {
    const answer = typeof body === 'string' ? body : recorded(body.file)
    cases[name] = { answers: [check(200, answer)], status: 'unknown', reason: 'unrecognised' }
  }
  describe(module.id, () =>
    describePhoneCheck(module, {
      number: module.fixtures.present,
      answers: {
        found: [found],
        not_found: [check(200, recorded(`not-found.${ext}`))],
        blocked: [check(403, row.wallPage ?? recorded('walled.html'), HTML_HEADERS)],
      },
      proof: { found: line(row.proof[0]), notFound: line(row.proof[1]) },
      blockedReason: 'blocked',
      ...(rateLimited ? { rateLimited: [check(429, recorded('rate-limited.json'))] } : {}),
      cases,
    }),
  )
}
