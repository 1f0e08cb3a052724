import { annaabiModule } from './annaabi.ts'
import { ENCODED_ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import { UNRECOGNISED, endpoint, fixture, sharedWall } from './_shared/testing.ts'

const check = endpoint('https://annaabi.ee', `/register.php?go=1&emailcheck=${ENCODED_ADDRESS}`, {
  headers: { 'content-type': 'text/html; charset=utf-8' },
})

describeRecordedCheck(annaabiModule, {
  check,
  files: { found: 'found.html', notFound: 'not-found.html' },
  proof: {
    found:
      /HTTP 200, psemail is 2 and the page says "Sellise emailiga kasutaja on juba registreerinud"$/,
    notFound: /HTTP 200, psemail is 1 and the page says "See email on vaba"$/,
  },
  blockedReason: 'captcha',
  wallPage: sharedWall('cloudflare-challenge.html', 'annaabi.ee'),
  wallHeaders: { 'cf-mitigated': 'challenge' },
  cases: {
    'reports a rate limit as unknown (rate_limited), never as a verdict': {
      answers: [check(429, fixture('annaabi', 'rate-limited.html'))],
      status: 'unknown',
      reason: 'rate_limited',
    },
    'gives no verdict when the two signs disagree': {
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
  },
})
