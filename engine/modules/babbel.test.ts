import { babbelModule } from './babbel.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import {
  HTML_HEADERS,
  UNRECOGNISED,
  endpoint,
  fixture,
  itLooksUp,
  requestBody,
  usePlatforms,
  serve,
} from './_shared/testing.ts'
import { expect, it } from 'vitest'

const BODY = {
  user: {
    email: ADDRESS,
    password: '',
    firstname: '',
    locale: '',
    learn_language_alpha3: 'ENG',
    privacy_policy: false,
    terms_and_conditions: false,
    email_validated: false,
    captcha: {},
  },
}
const check = endpoint('https://api.babbel.io', '/gamma/v2/en/users/', {
  method: 'POST',
  requestBody: JSON.stringify(BODY),
})

describeSilentCheck(babbelModule, {
  answers: {
    found: [check(422, fixture('babbel', 'found.json'))],
    not_found: [check(422, fixture('babbel', 'not-found.json'))],
    blocked: [check(403, fixture('babbel', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 422, the refusal lists email as "taken"$/,
    notFound:
      /HTTP 422, the refusal names password, privacy_policy, terms_and_conditions but not email$/,
  },
  blockedReason: 'blocked',
})

itLooksUp(babbelModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [check(429, fixture('babbel', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'gives no verdict when the address itself is refused': {
    query: ADDRESS,
    answers: [check(422, fixture('babbel', 'invalid.json'))],
    ...UNRECOGNISED,
  },
  'gives no verdict on a registration that went through (it never should)': {
    query: ADDRESS,
    answers: [check(201, '{"user":{"uuid":"4f1c"}}')],
    ...UNRECOGNISED,
  },
})

const platform = usePlatforms()
it('sends a registration that cannot succeed: blank password, terms and privacy not accepted', async () => {
  const p = platform()
  serve(p, [check(422, fixture('babbel', 'not-found.json'))])
  await p.run(babbelModule, ADDRESS, 'email')
  expect(requestBody(p)).toMatchObject({
    user: { password: '', terms_and_conditions: false, privacy_policy: false },
  })
})
