import { adobeModule } from './adobe.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { endpoint, fixture, postedJson } from './_shared/testing.ts'

const check = endpoint(
  'https://auth.services.adobe.com',
  '/signin/v2/users/accounts',
  postedJson({ username: ADDRESS, usernameType: 'EMAIL' }),
)

describeSilentCheck(adobeModule, {
  answers: {
    found: [check(200, fixture('adobe', 'found.json'))],
    not_found: [check(200, fixture('adobe', 'not-found.json'))],
    blocked: [
      check(
        403,
        '<html><head><title>Access Denied</title></head><body>Reference #18.7d3e1402</body></html>',
        { headers: { 'content-type': 'text/html' } },
      ),
    ],
  },
  foundFields: {
    email: ADDRESS,
    account_type: 'individual',
    sign_in_methods: 'password, google',
    account_status: 'active',
    business_linked: false,
  },
  proof: {
    found: /HTTP 200, the account list holds 1 account$/,
    notFound: /HTTP 200, the account list is empty$/,
  },
  blockedReason: 'blocked',
})
