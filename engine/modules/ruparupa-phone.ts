/**
 * Ruparupa (home and living marketplace, Indonesia). GET
 * https://wapi.ruparupa.com/klk/check-membership?user=<national number> is the sign-in form's
 * first step: {"data": {"next_action": "login", …}} when a member holds the number,
 * "register" when none does (the form then offers sign-up).
 *
 * Silent: a lookup that only chooses the form's next screen; the code sent to the number is a
 * later request that this module never makes.
 *
 * Shows no masked contact. Endpoint, field and the "login" answer from public tool data; the
 * "register" answer is the form's other screen as that data implies it. The number's spelling
 * is unchecked too: one source sends the national number, another "+62" before it. None of it
 * verified live.
 */
import { getWith } from './_email/one-request-check.ts'
import { encodePhone } from './_phone/number.ts'
import { onePhoneRequest } from './_phone/one-request.ts'

export const ruparupaPhoneModule = onePhoneRequest({
  id: 'ruparupa-phone',
  name: 'Ruparupa',
  category: 'shopping',
  url: 'https://www.ruparupa.com/',
  hosts: ['wapi.ruparupa.com'],
  countries: ['ID'],
  silence:
    "The sign-in form's membership lookup, which only chooses the next screen; nothing is sent to the number by it.",
  fixtures: { present: '+6281234567890', absent: '+6281999000017' },
  ask: (phone) =>
    getWith(
      'https://wapi.ruparupa.com/klk/check-membership',
      { user: encodePhone(phone, 'significant') },
      {
        accept: 'application/json',
        origin: 'https://www.ruparupa.com',
        referer: 'https://www.ruparupa.com/auth/login',
        'x-frontend-type': 'mobile',
        'user-platform': 'mobile',
        'x-company-name': 'ruparupa',
        'b2b-type': 'non-b2b',
      },
    ),
  answer: {
    at: 'data.next_action',
    taken: ['login'],
    free: ['register'],
    what: 'membership check answer',
  },
})
