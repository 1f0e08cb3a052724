import { naturabuyModule } from './naturabuy.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

/** The form's three fields, as the page's FormData posts them. */
const FORM = [
  '------snooplensFormBoundary7d1f9b3x\r\nContent-Disposition: form-data; name="jsref"\r\n\r\nemail\r\n',
  `------snooplensFormBoundary7d1f9b3x\r\nContent-Disposition: form-data; name="jsvalue"\r\n\r\n${ADDRESS}\r\n`,
  '------snooplensFormBoundary7d1f9b3x\r\nContent-Disposition: form-data; name="registerMode"\r\n\r\nfull\r\n',
  '------snooplensFormBoundary7d1f9b3x--\r\n',
].join('')

const check = endpoint('https://www.naturabuy.fr', '/includes/ajax/register.php', {
  method: 'POST',
  requestBody: FORM,
})

describeSilentCheck(naturabuyModule, {
  answers: {
    found: [check(200, fixture('naturabuy', 'found.json'))],
    not_found: [check(200, fixture('naturabuy', 'not-found.json'))],
    blocked: [check(403, fixture('naturabuy', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field free is false$/,
    notFound: /HTTP 200, field free is true$/,
  },
  blockedReason: 'blocked',
})

itLooksUp(naturabuyModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [check(429, fixture('naturabuy', 'rate-limited.html'), HTML_HEADERS)],
    status: 'unknown',
    reason: 'rate_limited',
  },
})
