import { airastanaModule } from './airastana.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const check = endpoint(
  'https://airastana.com',
  '/DesktopModules/AirAstana/NomadClubModule/NomadWS.asmx/CheckNomadEmail',
  { method: 'POST', requestBody: JSON.stringify({ pEmail: ADDRESS, pLanguage: 'en-US' }) },
)

describeSilentCheck(airastanaModule, {
  answers: {
    found: [check(200, fixture('airastana', 'found.json'))],
    not_found: [check(200, fixture('airastana', 'not-found.json'))],
    blocked: [check(403, fixture('airastana', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field d says 'This e-mail is already taken\.'$/,
    notFound: /HTTP 200, field d is true$/,
  },
  blockedReason: 'blocked',
})

itLooksUp(airastanaModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [check(429, fixture('airastana', 'rate-limited.html'), HTML_HEADERS)],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'gives no verdict on another refusal, such as an invalid address': {
    query: ADDRESS,
    answers: [check(200, '{"d":"Please enter a valid e-mail."}')],
    ...UNRECOGNISED,
  },
})
