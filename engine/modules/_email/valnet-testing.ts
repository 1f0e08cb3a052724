import type { LookupModule } from '../../types.ts'
import { UNRECOGNISED, endpoint } from '../_shared/testing.ts'
import { ENCODED_ADDRESS, describeRecordedCheck, oneValueProof } from './testing.ts'

/**
 * The tests every Valnet site's check owes (see valnet.ts), from the site's recorded answers
 * in __fixtures__/<id>/ (found.json, not-found.json, walled.html, rate-limited.json).
 */
export function describeValnetSite(module: LookupModule, host: string): void {
  const check = endpoint(`https://${host}`, `/check-user-exists/?email=${ENCODED_ADDRESS}`)

  describeRecordedCheck(module, {
    check,
    proof: oneValueProof('field userExists', true, false),
    blockedReason: 'captcha',
    rateLimited: 'rate-limited.json',
    cases: {
      'gives no verdict on an answer without userExists': {
        answers: [check(200, '{"success":false,"message":"Invalid request"}')],
        ...UNRECOGNISED,
      },
    },
  })
}
