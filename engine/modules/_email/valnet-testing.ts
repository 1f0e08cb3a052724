import type { LookupModule } from '../../types.ts'
import { UNRECOGNISED, endpoint, sharedWall } from '../_shared/testing.ts'
import { ENCODED_ADDRESS, describeRecordedCheck, oneValueProof } from './testing.ts'

/**
 * The tests every Valnet site's check owes (see valnet.ts), from the site's recorded answers
 * in __fixtures__/<id>/ (found.json, not-found.json, rate-limited.json); the wall in front of
 * the site is Cloudflare's challenge (__fixtures__/_shared/cloudflare-challenge.html).
 */
export function describeValnetSite(module: LookupModule, host: string): void {
  const check = endpoint(`https://${host}`, `/check-user-exists/?email=${ENCODED_ADDRESS}`)

  describeRecordedCheck(module, {
    check,
    proof: oneValueProof('field userExists', true, false),
    blockedReason: 'captcha',
    wallPage: sharedWall('cloudflare-challenge.html', host),
    rateLimited: 'rate-limited.json',
    cases: {
      'gives no verdict on an answer without userExists': {
        answers: [check(200, '{"success":false,"message":"Invalid request"}')],
        ...UNRECOGNISED,
      },
    },
  })
}
