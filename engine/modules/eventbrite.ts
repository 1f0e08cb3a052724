/**
 * Eventbrite. GET https://www.eventbrite.com/signin/ sets the csrftoken cookie; POST
 * https://www.eventbrite.com/api/v3/users/lookup/ with {"email"} (the token in X-CSRFToken)
 * is the sign-in page's first step: {"exists": true} when an account uses the address,
 * {"exists": false} when not.
 *
 * Silent: the step only chooses between the password form and the sign-up form; it sends
 * no code or link, and the module never goes on to the next step.
 *
 * Answer shape from public tool data, not verified live.
 */
import { XHR, postJson } from './_email/one-request-check.ts'
import { pageThenAsk } from './_email/page-then-ask.ts'

const SIGNIN = 'https://www.eventbrite.com/signin/'

export const eventbriteModule = pageThenAsk({
  id: 'eventbrite',
  name: 'Eventbrite',
  category: 'shopping',
  url: 'https://www.eventbrite.com/',
  hosts: ['www.eventbrite.com'],
  silence:
    "The sign-in page's first step, which only chooses between the password and sign-up forms; it sends no code or link, and the next step is never taken.",
  page: { url: SIGNIN, what: 'sign-in page', headers: { accept: 'text/html' } },
  token: {
    read: (_, cookies) => cookies.get('csrftoken'),
    missing: 'Eventbrite gave no CSRF token',
  },
  ask: (email, { cookie, token }) =>
    postJson(
      'https://www.eventbrite.com/api/v3/users/lookup/',
      { email },
      {
        accept: 'application/json',
        'x-csrftoken': token,
        ...XHR,
        origin: 'https://www.eventbrite.com',
        referer: SIGNIN,
        cookie,
      },
    ),
  answer: { at: 'exists', taken: [true], free: [false], what: 'sign-in lookup' },
})
