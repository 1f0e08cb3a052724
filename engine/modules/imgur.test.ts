import { imgurModule } from './imgur.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { JSON_HEADERS, fixture } from './_shared/testing.ts'

describeSilentCheck(imgurModule, {
  answer(p, scenario) {
    const check = p.agent.get('https://imgur.com').intercept({
      path: '/signin/ajax_email_available',
      method: 'POST',
      body: `email=${ENCODED_ADDRESS}`,
    })
    if (scenario === 'blocked')
      check.reply(
        429,
        '{"data":{"error":"Too Many Requests"},"success":false,"status":429}',
        JSON_HEADERS,
      )
    else
      check.reply(
        200,
        fixture('imgur', `${scenario === 'found' ? 'found' : 'not-found'}.json`),
        JSON_HEADERS,
      )
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field data\.available is false$/,
    notFound: /HTTP 200, field data\.available is true$/,
  },
  blockedReason: 'rate_limited',
  calls: ['POST https://imgur.com/signin/ajax_email_available'],
})
