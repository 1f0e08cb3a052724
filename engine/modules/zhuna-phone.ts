/**
 * Zhuna (住哪网, hotel booking, China). GET https://www.zhuna.cn/account/isreg/?mobile=<11-digit
 * mobile> is the registration page's check of the typed number: {"success": true, "data":
 * [{…}]} (a list naming the account) when an account already holds it, {"success": true,
 * "data": false} when none does. Anything else decides nothing; what the list holds is not
 * read.
 *
 * Silent: the page asks it as the number is typed; the registration text is a separate
 * request, never made here.
 *
 * Shows no masked contact. Endpoint and both answers from public tool data (Sreg's plugin);
 * not verified live.
 */
import { objectOf } from './_email/forms.ts'
import { getWith, XHR } from './_email/one-request-check.ts'
import { phoneAccount } from './_phone/answers.ts'
import { encodePhone } from './_phone/number.ts'
import { JSON_FROM_SCRIPT, madeBeforeAnyCode, MAINLAND_CHINA } from './_phone/mainland-china.ts'
import { onePhoneRequest } from './_phone/one-request.ts'
import { notFound, unexpected, unrecognised } from './_shared/outcomes.ts'

export const zhunaPhoneModule = onePhoneRequest({
  id: 'zhuna-phone',
  name: 'Zhuna',
  category: 'travel',
  url: 'https://www.zhuna.cn/',
  hosts: ['www.zhuna.cn'],
  ...MAINLAND_CHINA,
  silence: madeBeforeAnyCode("The registration page's check of the typed number"),
  ask: (phone) =>
    getWith(
      'https://www.zhuna.cn/account/isreg/',
      { mobile: encodePhone(phone, 'significant') },
      {
        ...JSON_FROM_SCRIPT,
        ...XHR,
        referer: 'https://www.zhuna.cn/account/reg/',
      },
    ),
  answer: (res, phone) => {
    if (res.status !== 200) return unexpected(res)
    const answer = objectOf(res.json())
    if (answer?.success !== true) return unrecognised('number check answer')
    if (answer.data === false) return notFound('field data is false')
    if (Array.isArray(answer.data) && answer.data.length > 0) {
      return phoneAccount(phone, 'field data lists an account')
    }
    return unrecognised('number check answer')
  },
})
