import { type Answer, answersFrom, fixture, pageWithCookies } from './testing.ts'

/** The CSRF token Zoho's recorded sign-in page sets, which its lookup must send back. */
const IAMCSR = '5f0d3a9e-7c41-4b8e-9a2d-1e6f8b3c0d47'
const ORIGIN = 'https://accounts.zoho.com'

/**
 * Zoho's sign-in page, `signin(status, body)`: served with its iamcsr cookie (and any
 * `cookies` more), the recorded page unless another body is given.
 */
export const zohoSignin = (...cookies: string[]) =>
  pageWithCookies(ORIGIN, '/signin', fixture('_shared', 'zoho-signin.html'), [
    `iamcsr=${IAMCSR}; Path=/; Secure; SameSite=None`,
    ...cookies,
  ])

/**
 * Zoho's sign-in lookup at `path`, `lookup(body)`: a POST of the service's `form` fields that
 * carries the page's token back, answered 200.
 */
export const zohoLookup =
  (path: string, form: Record<string, string>) =>
  (body: string): Answer =>
    answersFrom(ORIGIN)(path, 200, body, {
      method: 'POST',
      requestHeaders: { 'x-zcsrf-token': `iamcsrcoo=${IAMCSR}` },
      requestBody: new URLSearchParams(form).toString(),
    })

/** What the evidence says for an account that exists, and for one that does not. */
export const ZOHO_PROOF = {
  found: /HTTP 200, status_code is 201, message is "User exists"$/,
  notFound: /HTTP 200, errors\[0\]\.code is "U401" \(user does not exist\)$/,
}
