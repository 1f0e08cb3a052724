import { latamModule } from './latam.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const aliases = endpoint(
  'https://bff.latam.com',
  `/ws/api/customerportal/v1/rest/proxy/customerProfile/aliases?email=${ENCODED_ADDRESS}`,
)

describeSilentCheck(latamModule, {
  answers: {
    found: [aliases(200, fixture('latam', 'found.json'))],
    not_found: [aliases(200, fixture('latam', 'not-found.json'))],
    blocked: [aliases(403, fixture('latam', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS, profiles: 1 },
  proof: {
    found: /HTTP 200, field data\.matches is 1$/,
    notFound: /HTTP 200, field data\.matches is 0$/,
  },
  blockedReason: 'blocked',
})

itLooksUp(latamModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [aliases(429, fixture('latam', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'gives no verdict on a count that is not a whole number': {
    query: ADDRESS,
    answers: [aliases(200, '{"data":{"matches":"0"}}')],
    ...UNRECOGNISED,
  },
})
