/**
 * Moonbasa (梦芭莎, fashion shop, China). POST https://login.moonbasa.com/home/checkmobile with
 * the form field id=<11-digit mobile> is the registration form's check of the typed number:
 * {"Result": "-1", …} when an account holds it, {"Result": "1", …} when it is free.
 *
 * Silent: the form asks it as the number is typed, before any code is requested; the
 * registration's text message is a separate, later request that this module never makes.
 *
 * Shows no masked contact. Endpoint and both answers from public tool data (Sreg's plugin,
 * 2015); not verified live.
 */
import { postForm, XHR } from './_email/one-request-check.ts'
import { encodePhone } from './_phone/number.ts'
import { JSON_FROM_SCRIPT, madeBeforeAnyCode, MAINLAND_CHINA } from './_phone/mainland-china.ts'
import { onePhoneRequest } from './_phone/one-request.ts'

export const moonbasaPhoneModule = onePhoneRequest({
  id: 'moonbasa-phone',
  name: 'Moonbasa',
  category: 'shopping',
  url: 'https://www.moonbasa.com/',
  hosts: ['login.moonbasa.com'],
  ...MAINLAND_CHINA,
  silence: madeBeforeAnyCode("The registration form's check of the typed number"),
  ask: (phone) =>
    postForm(
      'https://login.moonbasa.com/home/checkmobile',
      { id: encodePhone(phone, 'significant') },
      {
        ...JSON_FROM_SCRIPT,
        ...XHR,
        origin: 'https://login.moonbasa.com',
        referer: 'https://login.moonbasa.com/home/register',
      },
    ),
  answer: { at: 'Result', taken: ['-1'], free: ['1'], what: 'number check answer' },
})
