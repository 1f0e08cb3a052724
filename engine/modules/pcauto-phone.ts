/**
 * PCauto (太平洋汽车网, car news and reviews, China). POST
 * https://passport3.pcauto.com.cn/passport3/api/validate_mobile.jsp?mobile=<11-digit mobile>&
 * req_enc=UTF-8 is the PConline group passport's check of a typed number. Its desc says
 * which: "OK" when the number is free to register, a message that it "已经注册过" (has already
 * registered) when an account holds it. Any other message decides nothing.
 *
 * Silent: the registration page asks it as the number is typed; the registration text is a
 * separate request, never made here.
 *
 * Shows no masked contact. Endpoint and both answers from public tool code (reg-checker,
 * 2019); not verified live.
 */
import { objectOf } from './_email/forms.ts'
import { phoneAccount } from './_phone/answers.ts'
import { encodePhone } from './_phone/number.ts'
import { JSON_FROM_SCRIPT, madeBeforeAnyCode, MAINLAND_CHINA } from './_phone/mainland-china.ts'
import { onePhoneRequest } from './_phone/one-request.ts'
import { notFound, unexpected, unrecognised } from './_shared/outcomes.ts'

export const pcautoPhoneModule = onePhoneRequest({
  id: 'pcauto-phone',
  name: 'PCauto',
  category: 'news',
  url: 'https://www.pcauto.com.cn/',
  hosts: ['passport3.pcauto.com.cn'],
  ...MAINLAND_CHINA,
  silence: madeBeforeAnyCode("The registration page's check of the typed number"),
  ask: (phone) => ({
    url: `https://passport3.pcauto.com.cn/passport3/api/validate_mobile.jsp?${new URLSearchParams({
      mobile: encodePhone(phone, 'significant'),
      req_enc: 'UTF-8',
    })}`,
    options: {
      method: 'POST',
      headers: {
        ...JSON_FROM_SCRIPT,
        referer: 'https://passport3.pcauto.com.cn/passport3/rpc/register.jsp',
      },
    },
  }),
  answer: (res, phone) => {
    if (res.status !== 200) return unexpected(res)
    const desc = objectOf(res.json())?.desc
    if (desc === 'OK') return notFound('desc is "OK"')
    if (typeof desc === 'string' && desc.includes('已经注册过')) {
      return phoneAccount(phone, 'desc says the number has registered')
    }
    return unrecognised('number check answer')
  },
})
