/**
 * Patreon. POST https://www.patreon.com/api/email/available?json-api-version=1.0 with the
 * JSON:API document {"data":{"attributes":{"email"}}} answers
 * {"data":{"is_available": false}} when an account uses the address.
 *
 * Silent: the sign-up form's availability check. The newer /api/auth step is avoided on
 * purpose: for passwordless accounts it can mail a sign-in code.
 */
import { oneRequestCheck, postJson } from './_email/one-request-check.ts'

export const patreonModule = oneRequestCheck({
  id: 'patreon',
  name: 'Patreon',
  category: 'finance',
  url: 'https://www.patreon.com/',
  hosts: ['www.patreon.com'],
  silence:
    "The sign-up form's email-availability check. The newer sign-in step, which can mail a code to passwordless accounts, is never called.",
  ask: (email) =>
    postJson(
      'https://www.patreon.com/api/email/available?json-api-version=1.0',
      { data: { attributes: { email }, relationships: {} } },
      {
        accept: 'application/vnd.api+json',
        'content-type': 'application/vnd.api+json',
        origin: 'https://www.patreon.com',
        referer: 'https://www.patreon.com/signup',
      },
    ),
  answer: {
    at: 'data.is_available',
    taken: [false],
    free: [true],
    what: 'email availability answer',
  },
})
