/**
 * RocketReach. GET https://rocketreach.co/signup gives the session's csrftoken cookie and the
 * form's csrfmiddlewaretoken; GET https://rocketreach.co/v1/validateEmail?email_address=… with
 * that token is the sign-up form's address check: {"found":true} when an account already uses
 * the address, {"found":false} when it is free.
 *
 * Silent: the sign-up form validates the address before anything is created; it sends nothing.
 * Answer shape from public tool data (holehe), not verified live.
 */
import { getWith } from './_email/one-request-check.ts'
import { pageThenAsk } from './_email/page-then-ask.ts'
import { inputValue } from './_email/forms.ts'

const SIGNUP = 'https://rocketreach.co/signup'

export const rocketreachModule = pageThenAsk({
  id: 'rocketreach',
  name: 'RocketReach',
  category: 'business',
  url: 'https://rocketreach.co/',
  hosts: ['rocketreach.co'],
  silence: "The sign-up form's address validation, before anything is created; it sends nothing.",
  page: { url: SIGNUP, what: 'sign-up page' },
  token: {
    read: (page, cookies) =>
      inputValue(page.text, 'csrfmiddlewaretoken') ?? cookies.get('csrftoken'),
    missing: 'no sign-up form token',
  },
  ask: (email_address, { cookie, token }) =>
    getWith(
      'https://rocketreach.co/v1/validateEmail',
      { email_address },
      {
        accept: 'application/json, text/plain, */*',
        'x-csrftoken': token,
        referer: SIGNUP,
        cookie,
      },
    ),
  answer: { at: 'found', taken: [true], free: [false], what: 'address check answer' },
})
