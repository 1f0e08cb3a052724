import { wixModule } from './wix.ts'
import { ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, postedJson } from './_shared/testing.ts'

const check = endpoint(
  'https://users.wix.com',
  '/wix-users/v1/userAccountsByEmail',
  postedJson({ email: ADDRESS }),
)

describeRecordedCheck(wixModule, {
  check,
  status: 404,
  foundStatus: 200,
  foundFields: { accounts: 1 },
  proof: {
    found: /HTTP 200, field accountsData lists 1 account$/,
    notFound: /HTTP 404, the accounts API knows no account for the address$/,
  },
  blockedReason: 'captcha',
  rateLimited: 'rate-limited.json',
  cases: {
    'gives no verdict on a 404 page that is not the API’s answer': {
      answers: [check(404, '<html><body><h1>Not Found</h1></body></html>', HTML_HEADERS)],
      ...UNRECOGNISED,
    },
    'gives no verdict on an empty account list, which the API is not known to send': {
      answers: [check(200, '{"accountsData":[]}')],
      ...UNRECOGNISED,
    },
  },
})
