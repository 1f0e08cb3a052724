import { wixModule } from './wix.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const check = endpoint('https://users.wix.com', '/wix-users/v1/userAccountsByEmail', {
  method: 'POST',
  requestBody: JSON.stringify({ email: ADDRESS }),
})

describeSilentCheck(wixModule, {
  answers: {
    found: [check(200, fixture('wix', 'found.json'))],
    not_found: [check(404, fixture('wix', 'not-found.json'))],
    blocked: [check(403, fixture('wix', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS, accounts: 1 },
  proof: {
    found: /HTTP 200, field accountsData lists 1 account$/,
    notFound: /HTTP 404, the accounts API knows no account for the address$/,
  },
  blockedReason: 'captcha',
})

itLooksUp(wixModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [check(429, fixture('wix', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'gives no verdict on a 404 page that is not the API’s answer': {
    query: ADDRESS,
    answers: [check(404, '<html><body><h1>Not Found</h1></body></html>', HTML_HEADERS)],
    ...UNRECOGNISED,
  },
  'gives no verdict on an empty account list, which the API is not known to send': {
    query: ADDRESS,
    answers: [check(200, '{"accountsData":[]}')],
    ...UNRECOGNISED,
  },
})
