import type { LookupModule } from '../../types.ts'
import { UNRECOGNISED, endpoint, fixture, sharedWall } from '../_shared/testing.ts'
import { ENCODED_ADDRESS, describeRecordedCheck } from './testing.ts'

/**
 * The tests every Open edX site's check owes (see openedx.ts), from the site's recorded
 * answers in __fixtures__/<id>/ (found.json, not-found.json, rate-limited.json,
 * forbidden.json: the per-address limit, and invalid.json: a refused address); the wall in
 * front of the site is Cloudflare's challenge (__fixtures__/_shared/cloudflare-challenge.html).
 */
export function describeOpenEdxSite(module: LookupModule, lms: string): void {
  const check = endpoint(`https://${lms}`, '/api/user/v1/validation/registration', {
    method: 'POST',
    requestBody: `email=${ENCODED_ADDRESS}&form_field_key=email`,
  })
  const recorded = (file: string) => fixture(module.id, file)

  describeRecordedCheck(module, {
    check,
    proof: {
      found:
        /HTTP 200, validation_decisions\.email says "It looks like ada\.lovelace@example\.com belongs to an existing account\. Try again with a different email address\."$/,
      notFound: /HTTP 200, validation_decisions\.email is empty \(the address may register\)$/,
    },
    blockedReason: 'captcha',
    wallPage: sharedWall('cloudflare-challenge.html', lms),
    rateLimited: 'rate-limited.json',
    cases: {
      'reports the per-address limit, a 403, as unknown': {
        answers: [check(403, recorded('forbidden.json'))],
        status: 'unknown',
        reason: 'blocked',
      },
      'gives no verdict when the address itself is refused': {
        answers: [check(200, recorded('invalid.json'))],
        ...UNRECOGNISED,
      },
    },
  })
}
