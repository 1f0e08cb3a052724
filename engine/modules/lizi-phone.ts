/**
 * Lizi (丽子美妆, cosmetics shop, China; formerly Nala). POST
 * https://www.lizi.com/user/check_ifexists with the form fields type=mobile and
 * value=<11-digit mobile> is the registration page's check of the typed number:
 * {"status": 0, …} when an account already holds it, {"status": 1, …} when it is free.
 *
 * Silent: the page asks it as the number is typed; the registration text is a separate
 * request, never made here.
 *
 * Shows no masked contact. Endpoint, fields and both answers from public tool data (Sreg's
 * plugin); not verified live, nor whether the shop still trades under this name.
 */
import { postForm, XHR } from './_email/one-request-check.ts'
import { encodePhone } from './_phone/number.ts'
import { JSON_FROM_SCRIPT, madeBeforeAnyCode, MAINLAND_CHINA } from './_phone/mainland-china.ts'
import { onePhoneRequest } from './_phone/one-request.ts'

export const liziPhoneModule = onePhoneRequest({
  id: 'lizi-phone',
  name: 'Lizi',
  category: 'shopping',
  url: 'https://www.lizi.com/',
  hosts: ['www.lizi.com'],
  ...MAINLAND_CHINA,
  silence: madeBeforeAnyCode("The registration page's check of the typed number"),
  ask: (phone) =>
    postForm(
      'https://www.lizi.com/user/check_ifexists',
      { type: 'mobile', value: encodePhone(phone, 'significant') },
      {
        ...JSON_FROM_SCRIPT,
        ...XHR,
        origin: 'https://www.lizi.com',
        referer: 'https://www.lizi.com/user/register',
      },
    ),
  answer: { at: 'status', taken: [0], free: [1], what: 'number check answer' },
})
