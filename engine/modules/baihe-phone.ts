/**
 * Baihe (百合网, dating, China). GET https://my.baihe.com/register/emailCheckForXs?email=<11-digit
 * mobile> is the sign-up form's check of the account name it was typed (an address or a
 * mobile number, despite the parameter's name): {"state": 0, …} when an account holds the
 * number, {"state": 1, …} when the name is free to sign up.
 *
 * Silent: the form asks it as the name is typed, before any code is requested; the sign-up's
 * text message is a separate, later request that this module never makes.
 *
 * Shows no masked contact. Endpoint and both answers from public tool data (Sreg's plugin,
 * 2015, and a later checker's); not verified live, nor whether the site now answers over HTTPS.
 */
import { getWith, XHR } from './_email/one-request-check.ts'
import { encodePhone } from './_phone/number.ts'
import { JSON_FROM_SCRIPT, madeBeforeAnyCode, MAINLAND_CHINA } from './_phone/mainland-china.ts'
import { onePhoneRequest } from './_phone/one-request.ts'

export const baihePhoneModule = onePhoneRequest({
  id: 'baihe-phone',
  name: 'Baihe',
  category: 'dating',
  url: 'https://www.baihe.com/',
  hosts: ['my.baihe.com'],
  ...MAINLAND_CHINA,
  silence: madeBeforeAnyCode("The sign-up form's check of the typed account name"),
  ask: (phone) =>
    getWith(
      'https://my.baihe.com/register/emailCheckForXs',
      { email: encodePhone(phone, 'significant') },
      {
        ...JSON_FROM_SCRIPT,
        ...XHR,
        referer: 'https://my.baihe.com/register',
      },
    ),
  answer: { at: 'state', taken: [0], free: [1], what: 'account name check answer' },
})
