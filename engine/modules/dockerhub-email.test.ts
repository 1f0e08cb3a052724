import { dockerhubEmailModule } from './dockerhub-email.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { JSON_HEADERS, fixture } from './_shared/testing.ts'

const form = {
  email: ADDRESS,
  username: '',
  password: '',
  recaptcha_response: '',
  redirect_value: '',
  subscribe: false,
}

describeSilentCheck(dockerhubEmailModule, {
  answer(p, scenario) {
    const check = p.agent
      .get('https://hub.docker.com')
      .intercept({ path: '/v2/users/signup/', method: 'POST', body: JSON.stringify(form) })
    if (scenario === 'blocked')
      check.reply(429, '{"detail":"Request was throttled."}', JSON_HEADERS)
    else
      check.reply(
        400,
        fixture('dockerhub-email', `${scenario === 'found' ? 'found' : 'not-found'}.json`),
        JSON_HEADERS,
      )
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 400, field email says "This email is already in use\."$/,
    notFound: /HTTP 400, no email error, while the empty username and password were refused$/,
  },
  blockedReason: 'rate_limited',
  calls: ['POST https://hub.docker.com/v2/users/signup/'],
})
