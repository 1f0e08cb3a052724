/**
 * 120ask (快速问医生, medical questions and answers community, China). POST
 * https://sso.120ask.com/user/name_exist with the form fields account=<11-digit mobile> and
 * type=reg is the registration page's check of the typed account name: {"data": {"exist":
 * true}} when an account holds the number, "exist": false when none does.
 *
 * Silent: the page asks it as the name is typed; the registration text is a separate request,
 * never made here.
 *
 * Shows no masked contact. Endpoint, fields and the exist flag from public tool code (a 2019
 * checker); not verified live.
 */
import { postForm, XHR } from './_email/one-request-check.ts'
import { encodePhone } from './_phone/number.ts'
import { JSON_FROM_SCRIPT, madeBeforeAnyCode, MAINLAND_CHINA } from './_phone/mainland-china.ts'
import { onePhoneRequest } from './_phone/one-request.ts'

export const ask120PhoneModule = onePhoneRequest({
  id: '120ask-phone',
  name: '120ask',
  category: 'forums',
  url: 'https://www.120ask.com/',
  hosts: ['sso.120ask.com'],
  ...MAINLAND_CHINA,
  silence: madeBeforeAnyCode("The registration page's check of the typed account name"),
  ask: (phone) =>
    postForm(
      'https://sso.120ask.com/user/name_exist',
      { account: encodePhone(phone, 'significant'), type: 'reg' },
      {
        ...JSON_FROM_SCRIPT,
        ...XHR,
        origin: 'https://sso.120ask.com',
        referer: 'https://sso.120ask.com/user/register',
      },
    ),
  answer: { at: 'data.exist', taken: [true], free: [false], what: 'account name check answer' },
})
