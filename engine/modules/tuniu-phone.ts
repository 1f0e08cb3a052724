/**
 * Tuniu (途牛旅游网, package holidays, China). POST
 * https://passport.tuniu.com/register/isPhoneAvailable?intlCode=0086&tel=<11-digit mobile> is
 * the registration page's check of the typed number. Its errmsg says which: "该手机号已经注册。"
 * (this number is already registered) when an account holds it, a message that the number
 * "可以注册" (may register) when it is free. Any other message (a number of the wrong shape)
 * decides nothing.
 *
 * Silent: the page asks it as the number is typed; the registration text is a separate
 * request, never made here.
 *
 * Shows no masked contact. Endpoint, fields and both messages from public tool code
 * (reg-checker, 2019); not verified live, nor whether other zones than 0086 answer alike
 * (so mainland numbers only).
 */
import { objectOf } from './_email/forms.ts'
import { phoneAccount } from './_phone/answers.ts'
import { XHR } from './_email/one-request-check.ts'
import { encodePhone } from './_phone/number.ts'
import { JSON_FROM_SCRIPT, madeBeforeAnyCode, MAINLAND_CHINA } from './_phone/mainland-china.ts'
import { onePhoneRequest } from './_phone/one-request.ts'
import { notFound, unexpected, unrecognised } from './_shared/outcomes.ts'

export const tuniuPhoneModule = onePhoneRequest({
  id: 'tuniu-phone',
  name: 'Tuniu',
  category: 'travel',
  url: 'https://www.tuniu.com/',
  hosts: ['passport.tuniu.com'],
  ...MAINLAND_CHINA,
  silence: madeBeforeAnyCode("The registration page's check of the typed number"),
  ask: (phone) => ({
    url: `https://passport.tuniu.com/register/isPhoneAvailable?${new URLSearchParams({
      intlCode: `00${phone.callingCode}`,
      tel: encodePhone(phone, 'significant'),
    })}`,
    options: {
      method: 'POST',
      headers: {
        ...JSON_FROM_SCRIPT,
        ...XHR,
        origin: 'https://passport.tuniu.com',
        referer: 'https://passport.tuniu.com/register',
      },
    },
  }),
  answer: (res, phone) => {
    if (res.status !== 200) return unexpected(res)
    const message = objectOf(res.json())?.errmsg
    if (typeof message !== 'string') return unrecognised('number check answer')
    if (message.includes('已经注册'))
      return phoneAccount(phone, 'errmsg says the number is registered')
    if (message.includes('可以注册')) return notFound('errmsg says the number may register')
    return unrecognised('number check answer')
  },
})
