import { pinterestEmailModule } from './pinterest-email.ts'
import { ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import { endpoint } from './_shared/testing.ts'

const params = new URLSearchParams({
  source_url: '/signup/step1/',
  data: JSON.stringify({
    options: { url: '/v3/register/exists/', data: { email: ADDRESS } },
    context: {},
  }),
})
const check = endpoint('https://www.pinterest.com', `/resource/ApiResource/get/?${params}`)

describeRecordedCheck(pinterestEmailModule, {
  check,
  proof: {
    found: /HTTP 200, field resource_response\.data is true$/,
    notFound: /HTTP 200, field resource_response\.data is false$/,
  },
  blockedReason: 'rate_limited',
  wall: [
    check(
      429,
      '{"resource_response":{"status":"failure","code":429,"message":"Too many requests"}}',
    ),
  ],
})
