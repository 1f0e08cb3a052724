import { adobeModule } from './adobe.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { JSON_HEADERS, fixture } from './_shared/testing.ts'

describeSilentCheck(adobeModule, {
  answer(p, scenario) {
    const check = p.agent.get('https://auth.services.adobe.com').intercept({
      path: '/signin/v2/users/accounts',
      method: 'POST',
      body: JSON.stringify({ username: ADDRESS, usernameType: 'EMAIL' }),
    })
    if (scenario === 'blocked') {
      check.reply(
        403,
        '<html><head><title>Access Denied</title></head><body>Reference #18.7d3e1402</body></html>',
        {
          headers: { 'content-type': 'text/html' },
        },
      )
    } else {
      check.reply(
        200,
        fixture('adobe', `${scenario === 'found' ? 'found' : 'not-found'}.json`),
        JSON_HEADERS,
      )
    }
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
  calls: ['POST https://auth.services.adobe.com/signin/v2/users/accounts'],
})
