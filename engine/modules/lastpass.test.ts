import { lastpassModule } from './lastpass.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'

const path = `/create_account.php?check=avail&skipcontent=1&mistype=1&username=${ENCODED_ADDRESS}`
const TEXT = { headers: { 'content-type': 'text/html; charset=UTF-8' } }

describeSilentCheck(lastpassModule, {
  answer(p, scenario) {
    const check = p.agent.get('https://lastpass.com').intercept({ path })
    // LastPass answers one bare word; there is nothing else to record.
    if (scenario === 'found') check.reply(200, 'no', TEXT)
    else if (scenario === 'not_found') check.reply(200, 'ok', TEXT)
    else check.reply(503, '<html><body>Service Unavailable</body></html>', TEXT)
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, the body is "no"$/,
    notFound: /HTTP 200, the body is "ok"$/,
  },
  blockedReason: 'blocked',
  calls: [`GET https://lastpass.com${path}`],
})
