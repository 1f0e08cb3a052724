/**
 * Diigo. GET https://www.diigo.com/user_mana2/check_email?email=… is the sign-up form's
 * address check: it answers the bare text 0 when an account uses the address and 1 when it
 * is free.
 *
 * Silent: the sign-up form asks it before anything is created; it sends nothing. Answers from
 * public tool data (holehe reads 0 as taken; a sign-up script reads 1 as free), not verified
 * live.
 */
import { XHR, getWith, oneRequestCheck } from './_email/one-request-check.ts'

export const diigoEmailModule = oneRequestCheck({
  id: 'diigo-email',
  name: 'Diigo',
  category: 'education',
  url: 'https://www.diigo.com/',
  hosts: ['www.diigo.com'],
  silence: "The sign-up form's address check, asked before anything is created; it sends nothing.",
  ask: (email) =>
    getWith(
      'https://www.diigo.com/user_mana2/check_email',
      { email },
      { accept: '*/*', ...XHR, referer: 'https://www.diigo.com/sign-up?plan=free' },
    ),
  answer: {
    at: 'the body',
    taken: ['0'],
    free: ['1'],
    what: 'address check answer',
  },
})
