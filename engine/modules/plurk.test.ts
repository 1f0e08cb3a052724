import { plurkModule } from './plurk.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'

const TEXT = { headers: { 'content-type': 'text/plain; charset=utf-8' } }

describeSilentCheck(plurkModule, {
  answer(p, scenario) {
    const check = p.agent
      .get('https://www.plurk.com')
      .intercept({ path: '/Users/isEmailFound', method: 'POST', body: `email=${ENCODED_ADDRESS}` })
    if (scenario === 'found') check.reply(200, 'True', TEXT)
    else if (scenario === 'not_found') check.reply(200, 'False', TEXT)
    else check.reply(429, 'Too Many Requests', TEXT)
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, the body is "True"$/,
    notFound: /HTTP 200, the body is "False"$/,
  },
  blockedReason: 'rate_limited',
  calls: ['POST https://www.plurk.com/Users/isEmailFound'],
})
