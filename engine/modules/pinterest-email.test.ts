import { pinterestEmailModule } from './pinterest-email.ts'
import { ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
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
  proof: oneValueProof('field resource_response.data', true, false),
  blockedReason: 'rate_limited',
  wall: [
    check(
      429,
      '{"resource_response":{"status":"failure","code":429,"message":"Too many requests"}}',
    ),
  ],
})
