import { patreonModule } from './patreon.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { JSON_HEADERS, fixture } from './_shared/testing.ts'

const path = '/api/email/available?json-api-version=1.0'

describeSilentCheck(patreonModule, {
  answer(p, scenario) {
    const check = p.agent.get('https://www.patreon.com').intercept({
      path,
      method: 'POST',
      body: JSON.stringify({ data: { attributes: { email: ADDRESS }, relationships: {} } }),
    })
    if (scenario === 'blocked') {
      check.reply(
        403,
        '<html><head><title>Attention Required! | Cloudflare</title></head></html>',
        {
          headers: { 'content-type': 'text/html' },
        },
      )
    } else {
      check.reply(
        200,
        fixture('patreon', `${scenario === 'found' ? 'found' : 'not-found'}.json`),
        JSON_HEADERS,
      )
    }
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field data\.is_available is false$/,
    notFound: /HTTP 200, field data\.is_available is true$/,
  },
  blockedReason: 'blocked',
  calls: [`POST https://www.patreon.com${path}`],
})
