/**
 * eLong (艺龙旅行网, hotels and flights, China; now part of Tongcheng). GET
 * https://secure.elong.com/passport/isajax/Register/ValidateMobileOrEmail?mobile=<11-digit
 * mobile> is the registration page's check of the typed number: {"success": true, "message":
 * null, "value": 1} when an account already holds it, "value": 0 when it is free. A refused
 * request ("success": false) decides nothing.
 *
 * Silent: the page asks it as the number is typed; the registration text is a separate
 * request, never made here.
 *
 * Shows no masked contact. Endpoint and both answers from public tool data (Sreg's plugin);
 * not verified live.
 */
import { objectOf } from './_email/forms.ts'
import { getWith, XHR } from './_email/one-request-check.ts'
import { readPhoneValue } from './_phone/answers.ts'
import { encodePhone } from './_phone/number.ts'
import { JSON_FROM_SCRIPT, madeBeforeAnyCode, MAINLAND_CHINA } from './_phone/mainland-china.ts'
import { onePhoneRequest } from './_phone/one-request.ts'
import { unexpected, unrecognised } from './_shared/outcomes.ts'

export const elongPhoneModule = onePhoneRequest({
  id: 'elong-phone',
  name: 'eLong',
  category: 'travel',
  url: 'https://www.elong.com/',
  hosts: ['secure.elong.com'],
  ...MAINLAND_CHINA,
  silence: madeBeforeAnyCode("The registration page's check of the typed number"),
  ask: (phone) =>
    getWith(
      'https://secure.elong.com/passport/isajax/Register/ValidateMobileOrEmail',
      { mobile: encodePhone(phone, 'significant') },
      {
        ...JSON_FROM_SCRIPT,
        ...XHR,
        referer: 'https://secure.elong.com/passport/register_cn.html',
      },
    ),
  answer: (res, phone) => {
    if (res.status !== 200) return unexpected(res)
    if (objectOf(res.json())?.success !== true) return unrecognised('number check answer')
    return readPhoneValue(res, phone, {
      at: 'value',
      taken: [1],
      free: [0],
      what: 'number check answer',
    })
  },
})
