/**
 * Taonan (淘男网, dating, China). GET
 * https://www.51taonan.com/index.php?page=ajax_mobile_number&mobile_number=<11-digit mobile> is
 * the registration form's check of the typed number. The whole answer is one word: "false"
 * when an account already holds the number (it may not register again), "true" when it is
 * free.
 *
 * Silent: the form asks it as the number is typed. It is not the password-recovery flow
 * (mobile_find_psd), which texts the number and is not built
 * (docs/phone-checks-not-built.md).
 *
 * Shows no masked contact. Endpoint and both answers from public tool data (Sreg's plugin);
 * not verified live.
 */
import { getWith } from './_email/one-request-check.ts'
import { encodePhone } from './_phone/number.ts'
import { onePhoneRequest, readPhoneBody } from './_phone/one-request.ts'

export const taonanPhoneModule = onePhoneRequest({
  id: 'taonan-phone',
  name: 'Taonan',
  category: 'dating',
  url: 'https://www.51taonan.com/',
  hosts: ['www.51taonan.com'],
  countries: ['CN'],
  silence:
    "The registration form's check of the typed number, made before any code is asked for; no text is sent by it.",
  fixtures: { present: '+8613800138000', absent: '+8613888995544' },
  ask: (phone) =>
    getWith(
      'https://www.51taonan.com/index.php',
      { page: 'ajax_mobile_number', mobile_number: encodePhone(phone, 'significant') },
      { accept: '*/*', 'x-requested-with': 'XMLHttpRequest', referer: 'https://www.51taonan.com/' },
    ),
  answer: (res, phone) =>
    readPhoneBody(res, phone, { taken: ['false'], free: ['true'], what: 'number check answer' }),
})
