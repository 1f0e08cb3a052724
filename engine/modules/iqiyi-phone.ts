/**
 * iQIYI (爱奇艺, video streaming, China). POST
 * https://passport.iqiyi.com/apis/user/check_account.action with the form fields
 * account=<11-digit mobile> and agenttype=1 (the web client) is the sign-up page's check of
 * the typed account name: {"code": "A00000", "data": true} when an account holds the number,
 * "data": false when none does. Another code (a refused request) decides nothing.
 *
 * Silent: the page asks it to choose between signing in and signing up; the sign-up text is a
 * separate request, never made here.
 *
 * Shows no masked contact. Endpoint, fields and both answers from public tool data (Sreg's
 * plugin); the "A00000" success code is iQIYI passport's usual one. Not verified live.
 */
import { objectOf } from './_email/forms.ts'
import { postForm } from './_email/one-request-check.ts'
import { readPhoneValue } from './_phone/answers.ts'
import { encodePhone } from './_phone/number.ts'
import { JSON_FROM_SCRIPT, madeBeforeAnyCode, MAINLAND_CHINA } from './_phone/mainland-china.ts'
import { onePhoneRequest } from './_phone/one-request.ts'
import { unexpected, unrecognised } from './_shared/outcomes.ts'

export const iqiyiPhoneModule = onePhoneRequest({
  id: 'iqiyi-phone',
  name: 'iQIYI',
  category: 'video',
  url: 'https://www.iqiyi.com/',
  hosts: ['passport.iqiyi.com'],
  ...MAINLAND_CHINA,
  silence: madeBeforeAnyCode("The sign-up page's check of the typed account name"),
  ask: (phone) =>
    postForm(
      'https://passport.iqiyi.com/apis/user/check_account.action',
      { account: encodePhone(phone, 'significant'), agenttype: '1' },
      {
        ...JSON_FROM_SCRIPT,
        origin: 'https://www.iqiyi.com',
        referer: 'https://www.iqiyi.com/',
      },
    ),
  answer: (res, phone) => {
    if (res.status !== 200) return unexpected(res)
    if (objectOf(res.json())?.code !== 'A00000') return unrecognised('account check answer')
    return readPhoneValue(res, phone, {
      at: 'data',
      taken: [true],
      free: [false],
      what: 'account check answer',
    })
  },
})
