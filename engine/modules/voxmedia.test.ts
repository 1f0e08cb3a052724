import { voxmediaModule } from './voxmedia.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { JSON_HEADERS, fixture } from './_shared/testing.ts'

describeSilentCheck(voxmediaModule, {
  answer(p, scenario) {
    const check = p.agent.get('https://auth.voxmedia.com').intercept({
      path: '/chorus_auth/email_valid.json',
      method: 'POST',
      body: `email=${ENCODED_ADDRESS}`,
    })
    if (scenario === 'blocked') check.reply(429, '{"error":"Too many requests"}', JSON_HEADERS)
    else
      check.reply(
        200,
        fixture('voxmedia', `${scenario === 'found' ? 'found' : 'not-found'}.json`),
        JSON_HEADERS,
      )
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field available is false$/,
    notFound: /HTTP 200, field available is true$/,
  },
  blockedReason: 'rate_limited',
  calls: ['POST https://auth.voxmedia.com/chorus_auth/email_valid.json'],
})
