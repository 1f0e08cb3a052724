import { describe, expect, it } from 'vitest'
import type { LookupModule, UnknownReason } from '../../types.ts'
import {
  type Answer,
  HTML_HEADERS,
  type LookupCase,
  fixture,
  itLooksUp,
  requested,
  usePlatforms,
} from '../_shared/testing.ts'

/** Words in an endpoint that mean a flow which texts, calls or mails the number's holder. */
const NOTIFYING_ENDPOINT = /reset|recover|forgot|magic|send|otp|resend|challenge|sms/i

/** A number of no country any platform serves alone: +800 is International Freephone. */
const NO_COUNTRY = '+80012345678'

/** One endpoint's answers, `check(status, body, options)` (endpoint in _shared/testing.ts). */
type Endpoint = (status: number, body: string, options?: Partial<Answer>) => Answer

export interface RecordedPhoneCheck {
  /** The number looked up, in E.164, of a country the check serves. */
  query: string
  /** The check the module makes about the number. */
  check: Endpoint
  /** What the platform answers before the check, in order (a page opened for its session). */
  before?: readonly Answer[]
  /** The status of the recorded verdicts: 200 unless the platform answers another. */
  status?: number
  /** The recorded verdicts' files: found.json and not-found.json unless named. */
  files?: { found: string; notFound: string }
  /** Values the found record holds besides the number (hints, flattened). */
  foundFields?: Record<string, string | number | boolean>
  /** What the evidence line of each verdict must match. */
  proof: { found: RegExp; notFound: RegExp }
  /** Where the wall stands, with its answers: walled.html answered 403 at the check unless given. */
  wall?: readonly Answer[]
  blockedReason: UnknownReason
  /** The recorded rate limit's file, answered 429 at the check, when the platform has one. */
  rateLimited?: string
  /** More lookups of the number, each named by the behaviour it pins. */
  cases?: Record<string, Omit<LookupCase, 'query'>>
}

/**
 * The silent-check suite of a phone module from its platform's recorded answers in
 * __fixtures__/<id>/: found with the number in its record, not found, a wall and a rate limit
 * as unknown, only the recorded requests made (none of them a flow that texts or calls), and
 * no request at all for a number of a country the platform does not serve.
 */
export function describeRecordedPhoneCheck(module: LookupModule, suite: RecordedPhoneCheck): void {
  const { query, check, before = [], status = 200, files, rateLimited } = suite
  const recorded = (file: string) => fixture(module.id, file)
  const headersOf = (file: string) => (file.endsWith('.html') ? HTML_HEADERS : {})
  const foundFile = files?.found ?? 'found.json'
  const notFoundFile = files?.notFound ?? 'not-found.json'
  const foundAnswers = [...before, check(status, recorded(foundFile), headersOf(foundFile))]
  const cases: Record<string, LookupCase> = {
    'reads a registered number as found, the number in its record': {
      query,
      answers: foundAnswers,
      status: 'found',
      summary: suite.proof.found,
      fields: { phone: query, ...suite.foundFields },
    },
    'reads an unregistered number as not_found': {
      query,
      answers: [...before, check(status, recorded(notFoundFile), headersOf(notFoundFile))],
      status: 'not_found',
      summary: suite.proof.notFound,
    },
    [`reports a wall as unknown (${suite.blockedReason}), never as a verdict`]: {
      query,
      answers: suite.wall ?? [...before, check(403, recorded('walled.html'), HTML_HEADERS)],
      status: 'unknown',
      reason: suite.blockedReason,
    },
  }
  if (rateLimited) {
    cases['reports a rate limit as unknown (rate_limited), never as a verdict'] = {
      query,
      answers: [...before, check(429, recorded(rateLimited), headersOf(rateLimited))],
      status: 'unknown',
      reason: 'rate_limited',
    }
  }
  for (const [name, c] of Object.entries(suite.cases ?? {})) cases[name] = { query, ...c }

  describe(`${module.id} (phone)`, () => {
    itLooksUp(module, cases)
    const platform = usePlatforms()

    it('asks nothing that would text, call or mail the holder', () => {
      for (const a of foundAnswers) expect(a.path.split('?')[0]).not.toMatch(NOTIFYING_ENDPOINT)
    })

    it('asks nothing about a number of a country it does not serve', async () => {
      const p = platform()
      const result = await p.run(module, module.countries ? NO_COUNTRY : 'not a number')
      expect(result.status).toBe('error')
      expect(requested(p)).toEqual([])
    })
  })
}
