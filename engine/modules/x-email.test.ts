import { xEmailModule } from './x-email.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { JSON_HEADERS, fixture } from './_shared/testing.ts'

const path = `/i/users/email_available.json?email=${ENCODED_ADDRESS}`

describeSilentCheck(xEmailModule, {
  answer(p, scenario) {
    const check = p.agent.get('https://api.x.com').intercept({ path })
    if (scenario === 'blocked')
      check.reply(429, fixture('x-email', 'rate-limited.json'), JSON_HEADERS)
    else
      check.reply(
        200,
        fixture('x-email', `${scenario === 'found' ? 'found' : 'not-found'}.json`),
        JSON_HEADERS,
      )
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field taken is true$/,
    notFound: /HTTP 200, field taken is false$/,
  },
  blockedReason: 'rate_limited',
  calls: [`GET https://api.x.com${path}`],
})
