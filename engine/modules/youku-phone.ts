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
import { JSON_FROM_SCRIPT, madeBeforeAnyCode, MAINLAND_CHINA } from './_phone/mainland-china.ts'
import { onePhoneRequest } from './_phone/one-request.ts'

export const youkuPhoneModule = onePhoneRequest({
  id: 'youku-phone',
  name: 'Youku',
  category: 'video',
  url: 'https://www.youku.com/',
  hosts: ['login.youku.com'],
  ...MAINLAND_CHINA,
  silence: madeBeforeAnyCode("The registration page's check of the typed account name"),
  ask: (phone) =>
    getWith(
      'https://login.youku.com/user/check',
      { passport: encodePhone(phone, 'significant') },
      { ...JSON_FROM_SCRIPT, referer: 'https://www.youku.com/' },
    ),
  answer: { at: 'exists', taken: [1], free: [0], what: 'account check answer' },
})
