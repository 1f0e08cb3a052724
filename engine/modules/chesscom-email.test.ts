import { chesscomEmailModule } from './chesscom-email.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { JSON_HEADERS, fixture } from './_shared/testing.ts'

const path = '/rpc/chesscom.authentication.v1.EmailValidationService/Validate'

describeSilentCheck(chesscomEmailModule, {
  answer(p, scenario) {
    const check = p.agent
      .get('https://www.chess.com')
      .intercept({ path, method: 'POST', body: JSON.stringify({ email: ADDRESS }) })
    if (scenario === 'blocked') {
      check.reply(403, '<html><head><title>Just a moment...</title></head><body></body></html>', {
        headers: { 'content-type': 'text/html', 'cf-mitigated': 'challenge' },
      })
    } else {
      check.reply(
        200,
        fixture('chesscom-email', `${scenario === 'found' ? 'found' : 'not-found'}.json`),
        JSON_HEADERS,
      )
    }
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field status is "EMAIL_STATUS_TAKEN"$/,
    notFound: /HTTP 200, field status is "EMAIL_STATUS_AVAILABLE"$/,
  },
  blockedReason: 'captcha',
  calls: [`POST https://www.chess.com${path}`],
})
