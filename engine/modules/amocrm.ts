/**
 * amoCRM. POST https://www.amocrm.com/account/check_login.php with the form field LOGIN (the
 * sign-up form's address) answers {"status":"used"} when an account signs in with it and
 * {"status":"free"} when none does.
 *
 * Silent: the sign-up form's availability check, asked before anything is created; it sends
 * nothing. Answer shape from public tool data (holehe), not verified live.
 */
import { XHR, oneRequestCheck, postForm } from './_email/one-request-check.ts'

export const amocrmModule = oneRequestCheck({
  id: 'amocrm',
  name: 'amoCRM',
  category: 'business',
  url: 'https://www.amocrm.com/',
  hosts: ['www.amocrm.com'],
  silence:
    "The sign-up form's availability check, asked before anything is created; it sends nothing.",
  ask: (email) =>
    postForm(
      'https://www.amocrm.com/account/check_login.php',
      { LOGIN: email },
      {
        accept: '*/*',
        ...XHR,
        origin: 'https://www.amocrm.com',
        referer: 'https://www.amocrm.com/',
      },
    ),
  answer: {
    at: 'status',
    taken: ['used'],
    free: ['free'],
    what: 'login availability answer',
  },
})
