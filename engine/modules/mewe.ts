/**
 * MeWe. POST https://mewe.com/api/v2/auth/check/user/email with {"email"} is the question the
 * sign-up form asks before it offers to create an account: {"exists":true} when an account
 * uses the address, {"exists":false} when none does.
 *
 * Silent: an availability check of the registration form. It creates nothing, starts no
 * sign-in and sends no code or mail.
 *
 * Answer shape from public tool data, not verified live.
 */
import { oneRequestCheck, postJson } from './_email/one-request-check.ts'

export const meweModule = oneRequestCheck({
  id: 'mewe',
  name: 'MeWe',
  category: 'social',
  url: 'https://mewe.com/',
  hosts: ['mewe.com'],
  silence:
    "The registration form's availability check; it creates nothing, starts no sign-in and sends no code or mail.",
  ask: (email) =>
    postJson(
      'https://mewe.com/api/v2/auth/check/user/email',
      { email },
      {
        accept: 'application/json, text/plain, */*',
        origin: 'https://mewe.com',
        referer: 'https://mewe.com/register',
      },
    ),
  answer: {
    at: 'exists',
    taken: [true],
    free: [false],
    what: 'email check answer',
  },
})
