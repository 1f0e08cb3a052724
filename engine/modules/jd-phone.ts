/**
 * JD.com (京东, marketplace, China). GET https://reg.jd.com/validateuser/isMobileEngaged?mobile=<11-digit
 * mobile> is the registration form's check of the typed number: {"success": 1, …} when an
 * account already holds ("engages") it, {"success": 0, …} when it is free to register.
 *
 * Silent: the form asks it as the number is typed, before any code is requested; the
 * registration's text message is a separate, later request that this module never makes.
 *
 * Shows no masked contact. Endpoint and both answers from public tool data (Sreg's plugin,
 * 2015) and JD's registration page script as published copies show it (it asks this before
 * offering to send a code, which is passport.jd.com's separate sendMobileCode; flooding lists
 * that name this check name it beside that one). Not verified live; JD may since have put the
 * form behind a slider captcha (such an answer is no verdict here).
 */
import { getWith } from './_email/one-request-check.ts'
import { onePhoneRequest } from './_phone/phone-check.ts'

export const jdPhoneModule = onePhoneRequest({
  id: 'jd-phone',
  name: 'JD.com',
  category: 'shopping',
  url: 'https://www.jd.com/',
  hosts: ['reg.jd.com'],
  countries: ['CN'],
  silence:
    "The registration form's check of the typed number, made before any code is asked for; no text is sent by it.",
  fixtures: { present: '+8613800138000', absent: '+8613888995544' },
  ask: (phone) =>
    getWith(
      'https://reg.jd.com/validateuser/isMobileEngaged',
      { mobile: phone.national },
      {
        accept: 'application/json, text/javascript, */*',
        'x-requested-with': 'XMLHttpRequest',
        referer: 'https://reg.jd.com/reg/person',
      },
    ),
  answer: { at: 'success', taken: [1], free: [0], what: 'number check answer' },
})
