/**
 * Weibo (微博, social network, China). GET
 * https://weibo.com/signup/v5/formcheck?type=mobilesea&zone=0086&value=<11-digit mobile> is
 * the sign-up form's check of the typed number (sent with the sign-up page as referrer and as
 * an XMLHttpRequest): {"code": "100000", "data": {"type": "ok", …}} when it is free to sign up,
 * {"code": "600001", "data": {"type": "err", "msg": "该手机号已注册, <a … class="btn_login">…"}}
 * when an account holds it. The same code 600001 also refuses a number of the wrong shape,
 * with another message: only the "already registered" message is a verdict.
 *
 * Silent: the form asks it as the number is typed, before the "get code" button; the sign-up
 * text is a separate request, never made here.
 *
 * Shows no masked contact. Endpoint, headers and answers from public tool data (several
 * checkers, 2013-2021, agree on both codes and the message); not verified live, nor whether
 * other zones than 0086 answer alike (so mainland numbers only).
 */
import { objectOf } from './_email/forms.ts'
import { XHR } from './_email/one-request-check.ts'
import { encodePhone } from './_phone/number.ts'
import { madeBeforeAnyCode, MAINLAND_CHINA } from './_phone/mainland-china.ts'
import { onePhoneRequest } from './_phone/one-request.ts'
import { phoneAccount } from './_phone/answers.ts'
import { notFound, unexpected, unrecognised } from './_shared/outcomes.ts'

/** The message of a number an account already holds: "该手机号已注册" (this number is registered). */
const REGISTERED = '已注册'

export const weiboPhoneModule = onePhoneRequest({
  id: 'weibo-phone',
  name: 'Weibo',
  category: 'social',
  url: 'https://weibo.com/',
  hosts: ['weibo.com'],
  ...MAINLAND_CHINA,
  silence: madeBeforeAnyCode("The sign-up form's check of the typed number"),
  ask: (phone) => ({
    url: `https://weibo.com/signup/v5/formcheck?${new URLSearchParams({
      type: 'mobilesea',
      zone: `00${phone.callingCode}`,
      value: encodePhone(phone, 'significant'),
      from: '',
    })}`,
    options: {
      headers: {
        accept: '*/*',
        ...XHR,
        referer: 'https://weibo.com/signup/signup.php',
      },
    },
  }),
  answer: (res, phone) => {
    if (res.status !== 200) return unexpected(res)
    const answer = objectOf(res.json())
    const data = objectOf(answer?.data)
    if (answer?.code === '100000' && data?.type === 'ok') {
      return notFound('code is "100000", data.type is "ok"')
    }
    const message = typeof data?.msg === 'string' ? data.msg : ''
    if (answer?.code === '600001' && data?.type === 'err' && message.includes(REGISTERED)) {
      return phoneAccount(phone, 'code is "600001", data.msg says the number is registered')
    }
    return unrecognised('sign-up check answer')
  },
})
