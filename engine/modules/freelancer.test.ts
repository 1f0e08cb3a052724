import { freelancerModule } from './freelancer.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { JSON_HEADERS, fixture } from './_shared/testing.ts'

const path = '/api/users/0.1/users/check?compact=true&new_errors=true'

describeSilentCheck(freelancerModule, {
  answer(p, scenario) {
    const check = p.agent
      .get('https://www.freelancer.com')
      .intercept({ path, method: 'POST', body: JSON.stringify({ user: { email: ADDRESS } }) })
    if (scenario === 'found') check.reply(409, fixture('freelancer', 'found.json'), JSON_HEADERS)
    else if (scenario === 'not_found')
      check.reply(200, fixture('freelancer', 'not-found.json'), JSON_HEADERS)
    else
      check.reply(
        429,
        '{"status":"error","message":"Too many requests","error_code":"RATE_LIMITED"}',
        JSON_HEADERS,
      )
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 409, error_code is EMAIL_ALREADY_IN_USE$/,
    notFound: /HTTP 200, field status is "success"$/,
  },
  blockedReason: 'rate_limited',
  calls: [`POST https://www.freelancer.com${path}`],
})
