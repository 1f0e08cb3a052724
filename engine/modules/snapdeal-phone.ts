/**
 * Snapdeal (marketplace, India). POST https://www.snapdeal.com/isUserExists with
 * {"userName": "<10-digit mobile>"} is the sign-in page's first step: {"userExist": true, …}
 * when an account holds the number, {"userExist": false, …} when none does.
 *
 * Silent: the step only chooses between the password and the sign-up screen; a one-time code
 * is sent only by a later request that this module never makes.
 *
 * Shows no masked contact. Endpoint, field and the national spelling from public tool data
 * (which sent the page's session cookies along; whether the check needs them is unchecked),
 * not verified live.
 */
import { postJson } from './_email/one-request-check.ts'
import { onePhoneRequest } from './_phone/phone-check.ts'

export const snapdealPhoneModule = onePhoneRequest({
  id: 'snapdeal-phone',
  name: 'Snapdeal',
  category: 'shopping',
  url: 'https://www.snapdeal.com/',
  hosts: ['www.snapdeal.com'],
  countries: ['IN'],
  silence:
    "The sign-in page's first step, which only says whether the number has an account; no code is sent by it.",
  fixtures: { present: '+919876543210', absent: '+919999000017' },
  ask: (phone) =>
    postJson(
      'https://www.snapdeal.com/isUserExists',
      { userName: phone.national },
      {
        accept: '*/*',
        'x-requested-with': 'XMLHttpRequest',
        origin: 'https://www.snapdeal.com',
        referer: 'https://www.snapdeal.com/login',
      },
    ),
  answer: { at: 'userExist', taken: [true], free: [false], what: 'user check answer' },
})
