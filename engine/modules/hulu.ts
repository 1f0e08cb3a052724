/**
 * Hulu. GET https://signup.hulu.com/api/v2/accounts/status?email=… is the sign-up form's
 * account check: {"status": "existing"} when a Hulu account uses the address,
 * {"status": "available"} when not.
 *
 * Silent: the sign-up form asks it before it offers to create an account or to log in; it
 * creates nothing and sends nothing.
 *
 * Answer shape from public tool data (2021), not verified live.
 */
import { getWith, oneRequestCheck } from './_email/one-request-check.ts'

export const huluModule = oneRequestCheck({
  id: 'hulu',
  name: 'Hulu',
  category: 'video',
  url: 'https://www.hulu.com/',
  hosts: ['signup.hulu.com'],
  silence:
    "The sign-up form's account check, asked before it offers to create an account or to log in; it creates nothing and sends nothing.",
  ask: (email) =>
    getWith(
      'https://signup.hulu.com/api/v2/accounts/status',
      { email },
      { accept: 'application/json', referer: 'https://signup.hulu.com/account' },
    ),
  answer: {
    at: 'status',
    taken: ['existing'],
    free: ['available'],
    what: 'account status answer',
  },
})
