import { cakeModule } from './cake.ts'
import { ENCODED_ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import { UNRECOGNISED, endpoint, sharedWall } from './_shared/testing.ts'

const check = endpoint(
  'https://api.cakeapp.me',
  `/gw/auth/email/validate?timezone=0&lang=en&languageToLearn=en&appVersion=6.8.0&os=android&osVersion=11&email=${ENCODED_ADDRESS}`,
)

describeRecordedCheck(cakeModule, {
  check,
  proof: {
    found: /HTTP 200, data\.errorType is "DUPLICATED"$/,
    notFound: /HTTP 200, data\.hasError is false$/,
  },
  blockedReason: 'captcha',
  wallPage: sharedWall('cloudflare-challenge.html', 'api.cakeapp.me'),
  rateLimited: 'rate-limited.json',
  cases: {
    'gives no verdict on another error type': {
      answers: [
        check(200, '{"result":"SUCCESS","data":{"hasError":true,"errorType":"INVALID_FORMAT"}}'),
      ],
      ...UNRECOGNISED,
    },
  },
})
