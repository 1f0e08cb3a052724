/**
 * Strava. GET https://www.strava.com/register/free gives the session cookie and the page's
 * <meta name="csrf-token">; GET https://www.strava.com/athletes/email_unique?email=… with
 * that token answers the bare JSON literal false when an athlete uses the address, true when
 * it is free.
 *
 * Silent: the registration form's uniqueness check; it creates and sends nothing.
 */
import { XHR, getWith } from './_email/one-request-check.ts'
import { pageThenAsk } from './_email/page-then-ask.ts'

const REGISTER = 'https://www.strava.com/register/free'
const CSRF_META = /<meta name="csrf-token" content="([^"]+)"/

export const stravaModule = pageThenAsk({
  id: 'strava',
  name: 'Strava',
  category: 'hobby',
  url: 'https://www.strava.com/',
  hosts: ['www.strava.com'],
  silence:
    "The registration form's uniqueness check of the address; it creates nothing and sends nothing.",
  page: { url: REGISTER, what: 'registration page' },
  token: {
    read: (page) => CSRF_META.exec(page.text)?.[1],
    missing: 'unrecognised registration page',
  },
  ask: (email, { cookie, token }) =>
    getWith(
      'https://www.strava.com/athletes/email_unique',
      { email },
      {
        accept: 'application/json, text/javascript, */*; q=0.01',
        'x-csrf-token': token,
        ...XHR,
        referer: REGISTER,
        cookie,
      },
    ),
  answer: { at: 'the body', taken: ['false'], free: ['true'], what: 'uniqueness answer' },
})
