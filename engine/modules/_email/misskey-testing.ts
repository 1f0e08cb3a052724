import type { LookupModule } from '../../types.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, itLooksUp } from '../_shared/testing.ts'
import { ADDRESS, describeSilentCheck } from './testing.ts'

/**
 * The tests every Misskey server check owes (see misskey.ts), from the server's recorded
 * answers in __fixtures__/<id>/ (found.json, not-found.json, rate-limited.json, walled.html).
 */
export function describeMisskeyServer(module: LookupModule, origin: string): void {
  const id = module.id
  const check = endpoint(origin, '/api/email-address/available', {
    method: 'POST',
    requestBody: JSON.stringify({ emailAddress: ADDRESS }),
  })

  describeSilentCheck(module, {
    answers: {
      found: [check(200, fixture(id, 'found.json'))],
      not_found: [check(200, fixture(id, 'not-found.json'))],
      blocked: [check(403, fixture(id, 'walled.html'), HTML_HEADERS)],
    },
    foundFields: { email: ADDRESS },
    proof: {
      found: /available → HTTP 200, field reason is "used"$/,
      notFound: /available → HTTP 200, field available is true$/,
    },
    blockedReason: 'captcha',
  })

  itLooksUp(module, {
    'reports the API rate limit as unknown (rate_limited), never as a verdict': {
      query: ADDRESS,
      answers: [check(429, fixture(id, 'rate-limited.json'))],
      status: 'unknown',
      reason: 'rate_limited',
    },
    'gives no verdict on an address refused for another reason (a disposable domain)': {
      query: ADDRESS,
      answers: [check(200, '{"available":false,"reason":"disposable"}')],
      ...UNRECOGNISED,
    },
  })
}
