import { diigoEmailModule } from './diigo-email.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck, oneValueProof } from './_email/testing.ts'
import {
  HTML_HEADERS,
  UNRECOGNISED,
  endpoint,
  fixture,
  itLooksUp,
  sharedWall,
} from './_shared/testing.ts'

const TEXT = { headers: { 'content-type': 'text/html; charset=UTF-8' } }
const check = endpoint(
  'https://www.diigo.com',
  `/user_mana2/check_email?email=${ENCODED_ADDRESS}`,
  TEXT,
)

describeSilentCheck(diigoEmailModule, {
  // Diigo answers one bare digit; there is nothing else to record.
  answers: {
    found: [check(200, '0')],
    not_found: [check(200, '1')],
    blocked: [check(403, sharedWall('cloudflare-challenge.html', 'www.diigo.com'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS },
  proof: oneValueProof('the body', '0', '1'),
  blockedReason: 'captcha',
})

itLooksUp(diigoEmailModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [check(429, fixture('diigo-email', 'rate-limited.html'), HTML_HEADERS)],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'gives no verdict on any other body': {
    query: ADDRESS,
    answers: [check(200, '-1')],
    ...UNRECOGNISED,
  },
})
