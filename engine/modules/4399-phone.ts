/**
 * 4399 (games portal, China). GET https://ptlogin.4399.com/ptlogin/isExist.do?appId=www_home&
 * regMode=reg_normal&v=1&username=<11-digit mobile> is the registration box's check of the
 * typed account name, which may be a mobile number. The whole answer is short text: "0" when
 * the name is free, the message "用户名已被注册" (this name is already registered) when an
 * account holds it.
 *
 * Silent: the box asks it as the name is typed, before anything is submitted; nothing is
 * sent to the number by it, and no sign-in is tried.
 *
 * Shows no masked contact. Endpoint, fields and both answers from public tool data (Sreg's
 * plugin, which asks it for numbers too); not verified live.
 */
import { getWith } from './_email/one-request-check.ts'
import { encodePhone } from './_phone/number.ts'
import { MAINLAND_CHINA } from './_phone/mainland-china.ts'
import { onePhoneRequest, readPhoneBody } from './_phone/one-request.ts'

export const game4399PhoneModule = onePhoneRequest({
  id: '4399-phone',
  name: '4399',
  category: 'gaming',
  url: 'https://www.4399.com/',
  hosts: ['ptlogin.4399.com'],
  ...MAINLAND_CHINA,
  silence:
    "The registration box's check of the typed account name; nothing is sent to the number and no sign-in is tried.",
  ask: (phone) =>
    getWith(
      'https://ptlogin.4399.com/ptlogin/isExist.do',
      {
        appId: 'www_home',
        regMode: 'reg_normal',
        v: '1',
        username: encodePhone(phone, 'significant'),
      },
      { accept: '*/*', referer: 'https://www.4399.com/' },
    ),
  answer: (res, phone) =>
    readPhoneBody(res, phone, {
      taken: ['用户名已被注册'],
      free: ['0'],
      what: 'account name check answer',
    }),
})
