/**
 * trivago. POST https://access.trivago.com/oauth/api/members/exists with the form field
 * email is the trivago sign-in page's first question: {"exists": true} when a member uses
 * the address, {"exists": false} when not.
 *
 * Silent: the page asks it to choose between its password and sign-up forms; it sends
 * nothing.
 *
 * Answer shape from public tool data (2021), not verified live.
 */
import { XHR, oneRequestCheck, postForm } from './_email/one-request-check.ts'

export const trivagoModule = oneRequestCheck({
  id: 'trivago',
  name: 'trivago',
  category: 'travel',
  url: 'https://www.trivago.com/',
  hosts: ['access.trivago.com'],
  silence:
    "The sign-in page's first question, choosing between its password and sign-up forms; it sends nothing.",
  ask: (email) =>
    postForm(
      'https://access.trivago.com/oauth/api/members/exists',
      { email },
      {
        accept: '*/*',
        ...XHR,
        origin: 'https://access.trivago.com',
        referer: 'https://access.trivago.com/oauth/en-US/login',
      },
    ),
  answer: {
    at: 'exists',
    taken: [true],
    free: [false],
    what: 'member check answer',
  },
})
