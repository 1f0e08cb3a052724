/**
 * Replit. POST https://replit.com/data/user/exists with {"email"} answers {"exists": true}
 * or {"exists": false}.
 *
 * Silent: the sign-up form asks it before offering to create an account; it sends nothing.
 */
import { XHR, oneRequestCheck, postJson } from './_email/one-request-check.ts'

export const replitEmailModule = oneRequestCheck({
  id: 'replit-email',
  name: 'Replit',
  category: 'coding',
  url: 'https://replit.com/',
  hosts: ['replit.com'],
  silence:
    'The existence check the sign-up form makes before offering to create an account; it sends nothing.',
  ask: (email) =>
    postJson(
      'https://replit.com/data/user/exists',
      { email },
      {
        accept: 'application/json',
        ...XHR,
        origin: 'https://replit.com',
        referer: 'https://replit.com/signup',
      },
    ),
  answer: {
    at: 'exists',
    taken: [true],
    free: [false],
    what: 'account check answer',
  },
})
