/**
 * CHSI / Xuexin (学信网, China's official register of higher-education degrees and student
 * records). POST https://account.chsi.com.cn/account/checkmobilephoneother.action?mphone=<11-digit
 * mobile>&dataInfo=<the same>&optType=REGISTER is the registration page's check of the typed
 * number. The whole answer is a JSON boolean: true when the number is free to register,
 * false when an account already holds it.
 *
 * Silent: the page asks it as the number is typed; the registration text is a separate
 * request, never made here.
 *
 * Shows no masked contact. Endpoint, fields and both answers from public tool code
 * (reg-checker, 2019); not verified live.
 */
import { XHR } from './_email/one-request-check.ts'
import { encodePhone } from './_phone/number.ts'
import { JSON_FROM_SCRIPT, madeBeforeAnyCode, MAINLAND_CHINA } from './_phone/mainland-china.ts'
import { onePhoneRequest, readPhoneBody } from './_phone/one-request.ts'

export const xuexinPhoneModule = onePhoneRequest({
  id: 'xuexin-phone',
  name: 'CHSI (Xuexin)',
  category: 'education',
  url: 'https://www.chsi.com.cn/',
  hosts: ['account.chsi.com.cn'],
  ...MAINLAND_CHINA,
  silence: madeBeforeAnyCode("The registration page's check of the typed number"),
  ask: (phone) => {
    const mobile = encodePhone(phone, 'significant')
    const fields = new URLSearchParams({ mphone: mobile, dataInfo: mobile, optType: 'REGISTER' })
    return {
      url: `https://account.chsi.com.cn/account/checkmobilephoneother.action?${fields}`,
      options: {
        method: 'POST',
        headers: {
          ...JSON_FROM_SCRIPT,
          ...XHR,
          origin: 'https://account.chsi.com.cn',
          referer: 'https://account.chsi.com.cn/account/preregister.action',
        },
      },
    }
  },
  // "true" answers "may this number register?": free.
  answer: (res, phone) =>
    readPhoneBody(res, phone, { taken: ['false'], free: ['true'], what: 'number check answer' }),
})
