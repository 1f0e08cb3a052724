/**
 * Teamleader Focus. POST https://focus.teamleader.eu/app/emails/availability with {"email"}
 * is the sign-up form's availability check: {"available":false} when an account uses the
 * address, {"available":true} when it is free.
 *
 * Silent: the sign-up form asks it before anything is created; it sends nothing. Answer shape
 * from public tool data (holehe), not verified live.
 */
import { oneRequestCheck, postJson } from './_email/one-request-check.ts'

export const teamleaderModule = oneRequestCheck({
  id: 'teamleader',
  name: 'Teamleader',
  category: 'business',
  url: 'https://www.teamleader.eu/',
  hosts: ['focus.teamleader.eu'],
  silence:
    "The sign-up form's availability check, asked before anything is created; it sends nothing.",
  ask: (email) =>
    postJson(
      'https://focus.teamleader.eu/app/emails/availability',
      { email },
      {
        accept: '*/*',
        origin: 'https://signup.focus.teamleader.fr',
        referer: 'https://signup.focus.teamleader.fr/',
      },
    ),
  answer: {
    at: 'available',
    taken: [false],
    free: [true],
    what: 'availability answer',
  },
})
