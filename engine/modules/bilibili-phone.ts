/**
 * Bilibili (哔哩哔哩, video, China). POST https://account.bilibili.com/register/checkTel with
 * the form fields country_code=1 (Bilibili's own id for mainland China in its country list,
 * not a calling code) and tel=<11-digit mobile> is the registration form's check of the typed
 * number: {"status": false, …} when an account already holds it, {"status": true, …} when it
 * is free to register.
 *
 * Silent: the form asks it as the number is typed; the registration text is sent by a
 * separate "get code" request, never made here.
 *
 * Shows no masked contact. Endpoint, fields and both answers from public tool data (Sreg's
 * plugin, 2015); not verified live. Bilibili has since moved sign-up to passport.bilibili.com
 * behind a captcha: if this check now answers with a refusal, it is no verdict here.
 */
import { postForm, XHR } from './_email/one-request-check.ts'
import { encodePhone } from './_phone/number.ts'
import { JSON_FROM_SCRIPT, madeBeforeAnyCode, MAINLAND_CHINA } from './_phone/mainland-china.ts'
import { onePhoneRequest } from './_phone/one-request.ts'

export const bilibiliPhoneModule = onePhoneRequest({
  id: 'bilibili-phone',
  name: 'Bilibili',
  category: 'video',
  url: 'https://www.bilibili.com/',
  hosts: ['account.bilibili.com'],
  ...MAINLAND_CHINA,
  silence: madeBeforeAnyCode("The registration form's check of the typed number"),
  ask: (phone) =>
    postForm(
      'https://account.bilibili.com/register/checkTel',
      { country_code: '1', tel: encodePhone(phone, 'significant') },
      {
        ...JSON_FROM_SCRIPT,
        ...XHR,
        origin: 'https://account.bilibili.com',
        referer: 'https://account.bilibili.com/register/phone',
      },
    ),
  answer: { at: 'status', taken: [false], free: [true], what: 'number check answer' },
})
