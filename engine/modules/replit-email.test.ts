import { replitEmailModule } from './replit-email.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { JSON_HEADERS, fixture } from './_shared/testing.ts'

describeSilentCheck(replitEmailModule, {
  answer(p, scenario) {
    const check = p.agent.get('https://replit.com').intercept({
      path: '/data/user/exists',
      method: 'POST',
      body: JSON.stringify({ email: ADDRESS }),
    })
    if (scenario === 'blocked')
      check.reply(403, 'Forbidden', { headers: { 'content-type': 'text/plain' } })
    else
      check.reply(
        200,
        fixture('replit-email', `${scenario === 'found' ? 'found' : 'not-found'}.json`),
        JSON_HEADERS,
      )
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field exists is true$/,
    notFound: /HTTP 200, field exists is false$/,
  },
  blockedReason: 'blocked',
  calls: ['POST https://replit.com/data/user/exists'],
})
