import { dockerhubEmailModule } from './dockerhub-email.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { endpoint, fixture } from './_shared/testing.ts'

const form = {
  email: ADDRESS,
  username: '',
  password: '',
  recaptcha_response: '',
  redirect_value: '',
  subscribe: false,
}
const check = endpoint('https://hub.docker.com', '/v2/users/signup/', {
  method: 'POST',
  requestBody: JSON.stringify(form),
})

describeSilentCheck(dockerhubEmailModule, {
  answers: {
    found: [check(400, fixture('dockerhub-email', 'found.json'))],
    not_found: [check(400, fixture('dockerhub-email', 'not-found.json'))],
    blocked: [check(429, '{"detail":"Request was throttled."}')],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 400, field email says "This email is already in use\."$/,
    notFound: /HTTP 400, no email error, while the empty username and password were refused$/,
  },
  blockedReason: 'rate_limited',
})
