/**
 * Any.do. POST https://sm-prod2.any.do/check_email with {"email"} answers
 * {"user_exists": true|false}.
 *
 * Silent: the app's first sign-in step, deciding between the password and the sign-up
 * screen; it sends nothing.
 */
import { oneRequestCheck, postJson } from './_email/one-request-check.ts'

export const anydoModule = oneRequestCheck({
  id: 'anydo',
  name: 'Any.do',
  category: 'business',
  url: 'https://www.any.do/',
  hosts: ['sm-prod2.any.do'],
  silence:
    "The app's first sign-in step, which only picks between the password and sign-up screens; it sends nothing.",
  ask: (email) =>
    postJson(
      'https://sm-prod2.any.do/check_email',
      { email },
      { accept: 'application/json', 'x-platform': '3', origin: 'https://desktop.any.do' },
    ),
  answer: {
    at: 'user_exists',
    taken: [true],
    free: [false],
    what: 'account check answer',
  },
})
