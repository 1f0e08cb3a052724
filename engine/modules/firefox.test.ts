import { firefoxModule } from './firefox.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { JSON_HEADERS, fixture } from './_shared/testing.ts'

const answers = { found: 'found.json', not_found: 'not-found.json' } as const

describeSilentCheck(firefoxModule, {
  answer(p, scenario) {
    const status = p.agent.get('https://api.accounts.firefox.com').intercept({
      path: '/v1/account/status',
      method: 'POST',
      body: JSON.stringify({ email: ADDRESS }),
    })
    if (scenario === 'blocked')
      status.reply(429, fixture('firefox', 'rate-limited.json'), JSON_HEADERS)
    else status.reply(200, fixture('firefox', answers[scenario]), JSON_HEADERS)
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field exists is true$/,
    notFound: /HTTP 200, field exists is false$/,
  },
  blockedReason: 'rate_limited',
  calls: ['POST https://api.accounts.firefox.com/v1/account/status'],
})
