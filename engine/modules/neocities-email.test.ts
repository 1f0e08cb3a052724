import { neocitiesEmailModule } from './neocities-email.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import {
  HTML_HEADERS,
  UNRECOGNISED,
  endpoint,
  fixture,
  itLooksUp,
  postedForm,
  sharedWall,
} from './_shared/testing.ts'

const check = endpoint(
  'https://neocities.org',
  '/create_validate',
  postedForm({ field: 'email', value: ADDRESS, is_education: 'false' }),
)

describeSilentCheck(neocitiesEmailModule, {
  answers: {
    found: [check(200, fixture('neocities-email', 'found.json'))],
    not_found: [check(200, fixture('neocities-email', 'not-found.json'))],
    blocked: [check(403, sharedWall('cloudflare-challenge.html', 'neocities.org'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field error is "This email address already exists on Neocities\."$/,
    notFound: /HTTP 200, field result is "ok"$/,
  },
  blockedReason: 'captcha',
})

itLooksUp(neocitiesEmailModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [check(429, fixture('neocities-email', 'rate-limited.html'), HTML_HEADERS)],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'gives no verdict when the address is refused for its domain': {
    query: ADDRESS,
    answers: [check(200, fixture('neocities-email', 'disposable.json'))],
    ...UNRECOGNISED,
  },
  'asks in lower case, as Neocities compares lower-cased addresses with the value sent': {
    query: 'Ada.Lovelace@Example.com',
    answers: [check(200, fixture('neocities-email', 'not-found.json'))],
    status: 'not_found',
  },
})
