import { makemytripModule } from './makemytrip.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const lookup = endpoint(
  'https://mapi.makemytrip.com',
  '/ext/web/pwa/isUserRegistered?region=us&language=eng&currency=usd',
  {
    method: 'POST',
    requestBody: JSON.stringify({ loginId: ADDRESS, version: 2, type: 'EMAIL', countryCode: '1' }),
  },
)

describeSilentCheck(makemytripModule, {
  answers: {
    found: [lookup(200, fixture('makemytrip', 'found.json'))],
    not_found: [lookup(200, fixture('makemytrip', 'not-found.json'))],
    blocked: [lookup(403, fixture('makemytrip', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field data\.registered is true$/,
    notFound: /HTTP 200, field data\.registered is false$/,
  },
  blockedReason: 'blocked',
})

itLooksUp(makemytripModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [lookup(429, fixture('makemytrip', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'gives no verdict when the lookup says it did not succeed': {
    query: ADDRESS,
    answers: [lookup(200, '{"success":false,"data":{"registered":false}}')],
    ...UNRECOGNISED,
  },
})
