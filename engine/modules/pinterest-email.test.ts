import { pinterestEmailModule } from './pinterest-email.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { JSON_HEADERS, fixture } from './_shared/testing.ts'

const params = new URLSearchParams({
  source_url: '/signup/step1/',
  data: JSON.stringify({
    options: { url: '/v3/register/exists/', data: { email: ADDRESS } },
    context: {},
  }),
})
const path = `/resource/ApiResource/get/?${params}`

describeSilentCheck(pinterestEmailModule, {
  answer(p, scenario) {
    const check = p.agent.get('https://www.pinterest.com').intercept({ path })
    if (scenario === 'blocked')
      check.reply(
        429,
        '{"resource_response":{"status":"failure","code":429,"message":"Too many requests"}}',
        JSON_HEADERS,
      )
    else
      check.reply(
        200,
        fixture('pinterest-email', `${scenario === 'found' ? 'found' : 'not-found'}.json`),
        JSON_HEADERS,
      )
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field resource_response\.data is true$/,
    notFound: /HTTP 200, field resource_response\.data is false$/,
  },
  blockedReason: 'rate_limited',
  calls: [`GET https://www.pinterest.com${path}`],
})
