import type { LookupModule } from '../../types.ts'
import { HTML_HEADERS, UNRECOGNISED, answersFrom, fixture, itLooksUp } from '../_shared/testing.ts'
import { ADDRESS, describeSilentCheck } from './testing.ts'

/** The form key every recorded registration page of these tests carries. */
export const POST_KEY = '6f1b0e8c2d4a97b35e0c1f2a8d7b6c54'
const SID = '3c9f2b7e1a5d8c0f4e6b2a9d7c1e5f30'

/**
 * A board's registration page: MyBB's stock template (the page every board with the default
 * theme serves, kept once in __fixtures__/_shared/) filled in with the board's name and place.
 */
function registerPage(name: string, origin: string, folder: string): string {
  return fixture('_shared', 'mybb-register.html')
    .replaceAll('{base}', `${origin}${folder}`)
    .replaceAll('{name}', name)
    .replaceAll('{cookieDomain}', `.${new URL(origin).host}`)
    .replaceAll('{folder}', folder)
}

/**
 * The tests every MyBB board check owes (see mybb.ts): the registration page with its form
 * key and session cookie, then the availability answer, read from the board's recorded
 * fixtures in __fixtures__/<id>/ (found.json, not-found.json,
 * rate-limited.html, walled.html).
 */
export function describeMybbBoard(module: LookupModule, origin: string, folder: string): void {
  const at = answersFrom(origin)
  const id = module.id
  const page = (status = 200, body = registerPage(module.name, origin, folder)) =>
    at(`${folder}/member.php?action=register`, status, body, {
      headers: {
        ...HTML_HEADERS.headers,
        'set-cookie': [`sid=${SID}; path=/; HttpOnly`, 'mybb[lastvisit]=1795000000; path=/'],
      },
    })
  const check = (status: number, body: string, headers = {}) =>
    at(`${folder}/xmlhttp.php?action=email_availability`, status, body, {
      method: 'POST',
      requestHeaders: { cookie: `sid=${SID}; mybb[lastvisit]=1795000000` },
      requestBody: new URLSearchParams({ email: ADDRESS, my_post_key: POST_KEY }).toString(),
      ...headers,
    })

  describeSilentCheck(module, {
    answers: {
      found: [page(), check(200, fixture(id, 'found.json'))],
      not_found: [page(), check(200, fixture(id, 'not-found.json'))],
      blocked: [page(403, fixture(id, 'walled.html'))],
    },
    foundFields: { email: ADDRESS },
    proof: {
      found: /email_availability → HTTP 200, the board answers that the address is already in use/,
      notFound: /email_availability → HTTP 200, the board answers "true" \(the address is free\)$/,
    },
    blockedReason: 'captcha',
  })

  itLooksUp(module, {
    'reports a rate-limited availability check as unknown (rate_limited)': {
      query: ADDRESS,
      answers: [page(), check(429, fixture(id, 'rate-limited.html'), HTML_HEADERS)],
      status: 'unknown',
      reason: 'rate_limited',
    },
    'reports a refused form key as unknown, never as a verdict': {
      query: ADDRESS,
      answers: [
        page(),
        check(
          200,
          '{"errors":["Authorization code mismatch. Are you accessing this function correctly? Please go back and try again."]}',
        ),
      ],
      status: 'unknown',
      reason: 'blocked',
    },
    'gives no verdict on another field error (a banned address)': {
      query: ADDRESS,
      answers: [page(), check(200, '"The email address you entered is banned from registering."')],
      ...UNRECOGNISED,
    },
    'gives no verdict on a page without a form key': {
      query: ADDRESS,
      answers: [
        page(200, '<html><head><title>Board</title></head><body>Maintenance</body></html>'),
      ],
      ...UNRECOGNISED,
    },
  })
}
