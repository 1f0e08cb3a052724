import { makemytripModule } from './makemytrip.ts'
import { ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { UNRECOGNISED, endpoint, postedJson } from './_shared/testing.ts'

const lookup = endpoint(
  'https://mapi.makemytrip.com',
  '/ext/web/pwa/isUserRegistered?region=us&language=eng&currency=usd',
  postedJson({ loginId: ADDRESS, version: 2, type: 'EMAIL', countryCode: '1' }),
)

describeRecordedCheck(makemytripModule, {
  check: lookup,
  proof: oneValueProof('field data.registered', true, false),
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.json',
  cases: {
    'gives no verdict when the lookup says it did not succeed': {
      answers: [lookup(200, '{"success":false,"data":{"registered":false}}')],
      ...UNRECOGNISED,
    },
  },
})
