/**
 * Lvmama (驴妈妈旅游网, travel, China). POST https://login.lvmama.com/nsso/ajax/checkUniqueField.do
 * with the form field mobile=<11-digit mobile> is the registration page's check that the typed
 * number is still unique: {"success": true, …} when it is free to register,
 * {"success": false, …} when an account already holds it.
 *
 * Silent: the page asks it as the number is typed; the registration text is a separate
 * request, never made here.
 *
 * Shows no masked contact. Endpoint, field and both answers from public tool data (Sreg's
 * plugin); not verified live. A "false" that meant something else (a number of the wrong
 * shape) would read as taken: the search's made-up twin, asked the same way, catches a
 * platform that says "taken" to every number.
 */
import { postForm, XHR } from './_email/one-request-check.ts'
import { encodePhone } from './_phone/number.ts'
import { JSON_FROM_SCRIPT, madeBeforeAnyCode, MAINLAND_CHINA } from './_phone/mainland-china.ts'
import { onePhoneRequest } from './_phone/one-request.ts'

export const lvmamaPhoneModule = onePhoneRequest({
  id: 'lvmama-phone',
  name: 'Lvmama',
  category: 'travel',
  url: 'https://www.lvmama.com/',
  hosts: ['login.lvmama.com'],
  ...MAINLAND_CHINA,
  silence: madeBeforeAnyCode("The registration page's check that the typed number is unique"),
  ask: (phone) =>
    postForm(
      'https://login.lvmama.com/nsso/ajax/checkUniqueField.do',
      { mobile: encodePhone(phone, 'significant') },
      {
        ...JSON_FROM_SCRIPT,
        ...XHR,
        origin: 'https://login.lvmama.com',
        referer: 'https://login.lvmama.com/nsso/register/registering.do',
      },
    ),
  answer: { at: 'success', taken: [false], free: [true], what: 'number check answer' },
})
