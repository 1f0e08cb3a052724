import type { LookupModule } from '../../types.ts'
import { UNRECOGNISED, endpoint, fixture } from '../_shared/testing.ts'
import { ADDRESS, describeRecordedCheck, oneValueProof } from './testing.ts'
import type { FirebaseSite } from './firebase.ts'

/**
 * The tests every Firebase site's check owes (see firebase.ts), from the site's recorded
 * answers in __fixtures__/<id>/ (found.json, not-found.json, walled.html, rate-limited.json,
 * and protected.json: an answer under email enumeration protection).
 */
export function describeFirebaseSite(module: LookupModule, site: FirebaseSite): void {
  const lookup = endpoint(
    'https://identitytoolkit.googleapis.com',
    `/v1/accounts:createAuthUri?key=${site.apiKey}`,
    {
      method: 'POST',
      requestHeaders: { origin: site.origin },
      requestBody: JSON.stringify({ identifier: ADDRESS, continueUri: `${site.origin}/` }),
    },
  )
  const recorded = (file: string) => fixture(module.id, file)

  describeRecordedCheck(module, {
    check: lookup,
    foundFields: { signin_methods: 'password, google.com' },
    proof: oneValueProof('field registered', true, false),
    blockedReason: 'captcha',
    cases: {
      "reports Firebase's quota answer as unknown (rate_limited), never as a verdict": {
        answers: [lookup(400, recorded('rate-limited.json'))],
        status: 'unknown',
        reason: 'rate_limited',
      },
      'reports a 429 as unknown (rate_limited)': {
        answers: [lookup(429, recorded('rate-limited.json'))],
        status: 'unknown',
        reason: 'rate_limited',
      },
      'gives no verdict when enumeration protection leaves "registered" out': {
        answers: [lookup(200, recorded('protected.json'))],
        ...UNRECOGNISED,
      },
    },
  })
}
