/**
 * 51job (前程无忧, jobs, China). POST https://my.51job.com/my/in/checkinfo.php with the form
 * fields type=mobilePhone and value=<11-digit mobile> is the registration page's check of the
 * typed number. The whole answer is one digit: "1" when an account already holds the number,
 * "0" when it is free.
 *
 * Silent: the page asks it as the number is typed; the registration text is a separate
 * request, never made here.
 *
 * Shows no masked contact. Endpoint, fields and both answers from public tool data (Sreg's
 * plugin); not verified live.
 */
import { postForm, XHR } from './_email/one-request-check.ts'
import { encodePhone } from './_phone/number.ts'
import { madeBeforeAnyCode, MAINLAND_CHINA } from './_phone/mainland-china.ts'
import { onePhoneRequest, readPhoneBody } from './_phone/one-request.ts'

export const job51PhoneModule = onePhoneRequest({
  id: '51job-phone',
  name: '51job',
  category: 'business',
  url: 'https://www.51job.com/',
  hosts: ['my.51job.com'],
  ...MAINLAND_CHINA,
  silence: madeBeforeAnyCode("The registration page's check of the typed number"),
  ask: (phone) =>
    postForm(
      'https://my.51job.com/my/in/checkinfo.php',
      { type: 'mobilePhone', value: encodePhone(phone, 'significant') },
      {
        accept: 'text/plain, */*',
        ...XHR,
        origin: 'https://my.51job.com',
        referer: 'https://my.51job.com/my/in/reg.php',
      },
    ),
  answer: (res, phone) =>
    readPhoneBody(res, phone, { taken: ['1'], free: ['0'], what: 'number check answer' }),
})
