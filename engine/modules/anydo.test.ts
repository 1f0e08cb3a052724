import { anydoModule } from './anydo.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { JSON_HEADERS, fixture } from './_shared/testing.ts'

describeSilentCheck(anydoModule, {
  answer(p, scenario) {
    const check = p.agent
      .get('https://sm-prod2.any.do')
      .intercept({ path: '/check_email', method: 'POST', body: JSON.stringify({ email: ADDRESS }) })
    if (scenario === 'blocked') check.reply(429, '{"error":"rate limit"}', JSON_HEADERS)
    else
      check.reply(
        200,
        fixture('anydo', `${scenario === 'found' ? 'found' : 'not-found'}.json`),
        JSON_HEADERS,
      )
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field user_exists is true$/,
    notFound: /HTTP 200, field user_exists is false$/,
  },
  blockedReason: 'rate_limited',
  calls: ['POST https://sm-prod2.any.do/check_email'],
})
