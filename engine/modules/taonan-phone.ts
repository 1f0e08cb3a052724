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
import { getWith, XHR } from './_email/one-request-check.ts'
import { encodePhone } from './_phone/number.ts'
import { madeBeforeAnyCode, MAINLAND_CHINA } from './_phone/mainland-china.ts'
import { onePhoneRequest, readPhoneBody } from './_phone/one-request.ts'

export const taonanPhoneModule = onePhoneRequest({
  id: 'taonan-phone',
  name: 'Taonan',
  category: 'dating',
  url: 'https://www.51taonan.com/',
  hosts: ['www.51taonan.com'],
  ...MAINLAND_CHINA,
  silence: madeBeforeAnyCode("The registration form's check of the typed number"),
  ask: (phone) =>
    getWith(
      'https://www.51taonan.com/index.php',
      { page: 'ajax_mobile_number', mobile_number: encodePhone(phone, 'significant') },
      { accept: '*/*', ...XHR, referer: 'https://www.51taonan.com/' },
    ),
  answer: (res, phone) =>
    readPhoneBody(res, phone, { taken: ['false'], free: ['true'], what: 'number check answer' }),
})
