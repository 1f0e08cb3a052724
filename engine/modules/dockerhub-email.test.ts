import { dockerhubEmailModule } from './dockerhub-email.ts'
import { ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import { endpoint, postedJson } from './_shared/testing.ts'

const form = {
  email: ADDRESS,
  username: '',
  password: '',
  recaptcha_response: '',
  redirect_value: '',
  subscribe: false,
}
const check = endpoint('https://hub.docker.com', '/v2/users/signup/', postedJson(form))

describeRecordedCheck(dockerhubEmailModule, {
  check,
  status: 400,
  proof: {
    found: /HTTP 400, field email says "This email is already in use\."$/,
    notFound: /HTTP 400, no email error, while the empty username and password were refused$/,
  },
  blockedReason: 'rate_limited',
  wall: [check(429, '{"detail":"Request was throttled."}')],
})
