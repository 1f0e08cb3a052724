import { courseraModule } from './coursera.ts'
import { ENCODED_ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import { UNRECOGNISED, endpoint, sharedWall } from './_shared/testing.ts'

const check = endpoint(
  'https://www.coursera.org',
  `/api/userAccounts.v1?action=getLoginMethods&email=${ENCODED_ADDRESS}`,
  { method: 'POST', requestBody: '{}' },
)

describeRecordedCheck(courseraModule, {
  check,
  foundFields: { sign_in_methods: 'PASSWORD, GOOGLE' },
  proof: {
    found: /HTTP 200, field loginMethods lists 2 methods$/,
    notFound: /HTTP 200, field loginMethods is empty$/,
  },
  blockedReason: 'captcha',
  wallPage: sharedWall('cloudflare-challenge.html', 'www.coursera.org'),
  rateLimited: 'rate-limited.json',
  cases: {
    'gives no verdict on an answer without a method list': {
      answers: [check(200, '{"errorCode":"InvalidEmail","message":"Invalid email"}')],
      ...UNRECOGNISED,
    },
  },
})
