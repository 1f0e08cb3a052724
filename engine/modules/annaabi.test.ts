import { annaabiModule } from './annaabi.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const check = endpoint('https://annaabi.ee', `/register.php?go=1&emailcheck=${ENCODED_ADDRESS}`, {
  headers: { 'content-type': 'text/html; charset=utf-8' },
})

describeSilentCheck(annaabiModule, {
  answers: {
    found: [check(200, fixture('annaabi', 'found.html'))],
    not_found: [check(200, fixture('annaabi', 'not-found.html'))],
    blocked: [
      check(403, fixture('annaabi', 'walled.html'), {
        headers: { ...HTML_HEADERS.headers, 'cf-mitigated': 'challenge' },
      }),
    ],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found:
      /HTTP 200, psemail is 2 and the page says "Sellise emailiga kasutaja on juba registreerinud"$/,
    notFound: /HTTP 200, psemail is 1 and the page says "See email on vaba"$/,
  },
  blockedReason: 'captcha',
})

itLooksUp(annaabiModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [check(429, fixture('annaabi', 'rate-limited.html'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'gives no verdict when the two signs disagree': {
    query: ADDRESS,
    answers: [
      check(
        200,
        fixture('annaabi', 'found.html').replace(
          'value="2" id="psemail"',
          'value="1" id="psemail"',
        ),
      ),
    ],
    ...UNRECOGNISED,
  },
})
