import { pinterestEmailModule } from './pinterest-email.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { endpoint, fixture } from './_shared/testing.ts'

const params = new URLSearchParams({
  source_url: '/signup/step1/',
  data: JSON.stringify({
    options: { url: '/v3/register/exists/', data: { email: ADDRESS } },
    context: {},
  }),
})
const check = endpoint('https://www.pinterest.com', `/resource/ApiResource/get/?${params}`)

describeSilentCheck(pinterestEmailModule, {
  answers: {
    found: [check(200, fixture('pinterest-email', 'found.json'))],
    not_found: [check(200, fixture('pinterest-email', 'not-found.json'))],
    blocked: [
      check(
        429,
        '{"resource_response":{"status":"failure","code":429,"message":"Too many requests"}}',
      ),
    ],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field resource_response\.data is true$/,
    notFound: /HTTP 200, field resource_response\.data is false$/,
  },
  blockedReason: 'rate_limited',
})
