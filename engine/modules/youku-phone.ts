/**
 * Youku (优酷, video, China). GET https://login.youku.com/user/check?passport=<11-digit mobile>
 * is the registration page's check of the typed account name (a mobile number or an
 * address): {"exists": 1} when an account holds it, {"exists": 0} when it is free.
 *
 * Silent: the page asks it as the name is typed; the registration text is a separate request,
 * never made here.
 *
 * Shows no masked contact. Endpoint and both answers from public tool data (Sreg's plugin);
 * not verified live. Youku now signs in through Alibaba's passport; if this check is gone,
 * its answer is no verdict here.
 */
import { getWith } from './_email/one-request-check.ts'
import { encodePhone } from './_phone/number.ts'
import { onePhoneRequest } from './_phone/one-request.ts'

export const youkuPhoneModule = onePhoneRequest({
  id: 'youku-phone',
  name: 'Youku',
  category: 'video',
  url: 'https://www.youku.com/',
  hosts: ['login.youku.com'],
  countries: ['CN'],
  silence:
    "The registration page's check of the typed account name, made before any code is asked for; no text is sent by it.",
  fixtures: { present: '+8613800138000', absent: '+8613888995544' },
  ask: (phone) =>
    getWith(
      'https://login.youku.com/user/check',
      { passport: encodePhone(phone, 'significant') },
      { accept: 'application/json, text/javascript, */*', referer: 'https://www.youku.com/' },
    ),
  answer: { at: 'exists', taken: [1], free: [0], what: 'account check answer' },
})
