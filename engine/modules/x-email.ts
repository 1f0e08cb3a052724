/**
 * X (Twitter). GET https://api.x.com/i/users/email_available.json?email=… answers
 * {"valid":false,"msg":"Email has already been taken.","taken":true} for a registered
 * address and {"valid":true,"msg":"Available!","taken":false} for a free one.
 *
 * Silent: the sign-up form's availability check; it creates nothing and sends nothing.
 */
import { getWith, oneRequestCheck } from './_email/one-request-check.ts'

export const xEmailModule = oneRequestCheck({
  id: 'x-email',
  name: 'X (Twitter)',
  category: 'social',
  url: 'https://x.com/',
  hosts: ['api.x.com'],
  silence: "The sign-up form's email-availability check; it creates nothing and sends nothing.",
  ask: (email) =>
    getWith(
      'https://api.x.com/i/users/email_available.json',
      { email },
      { accept: 'application/json', origin: 'https://x.com' },
    ),
  answer: {
    at: 'taken',
    taken: [true],
    free: [false],
    what: 'email availability answer',
  },
})
