/**
 * Baidu account (百度帐号: Baidu search, Tieba, Netdisk, Maps …), China. GET
 * https://passport.baidu.com/v2/?regphonecheck&phone=<11-digit mobile> is the registration
 * page's check of the typed number: {"errno": 130020, …} when an account already holds it,
 * {"errno": 110000, …} when it is free to register; any other errno (a number of the wrong
 * shape) decides nothing.
 *
 * Silent: the form asks it as the number is typed, before the "get code" button; the
 * registration text is a separate request, never made here.
 *
 * Shows no masked contact. Endpoint and both answers from public tool data (Sreg's plugin and
 * a later checker's, both reading the same two codes); not verified live, and Baidu may since
 * have asked the page's token or a captcha first (such an answer is no verdict here).
 */
import { encodePhone } from './_phone/number.ts'
import { JSON_FROM_SCRIPT, madeBeforeAnyCode, MAINLAND_CHINA } from './_phone/mainland-china.ts'
import { onePhoneRequest } from './_phone/one-request.ts'

export const baiduPhoneModule = onePhoneRequest({
  id: 'baidu-phone',
  name: 'Baidu',
  category: 'identity',
  url: 'https://www.baidu.com/',
  hosts: ['passport.baidu.com'],
  ...MAINLAND_CHINA,
  silence: madeBeforeAnyCode("The registration form's check of the typed number"),
  ask: (phone) => ({
    // "regphonecheck" is a bare flag in the page's query, before the number.
    url: `https://passport.baidu.com/v2/?regphonecheck&phone=${encodePhone(phone, 'significant')}`,
    options: {
      headers: {
        ...JSON_FROM_SCRIPT,
        referer: 'https://passport.baidu.com/v2/?reg',
      },
    },
  }),
  answer: { at: 'errno', taken: [130020], free: [110000], what: 'number check answer' },
})
