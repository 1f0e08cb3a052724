/**
 * Le.com (乐视视频, formerly LeTV, video, China). GET
 * https://sso.le.com/user/checkMobileExists/mobile/<11-digit mobile> is the registration
 * page's check of the typed number: {"result": {"status": "1"}} when an account already holds
 * it, {"result": false} when none does. Any other answer decides nothing.
 *
 * Silent: the page asks it as the number is typed; the registration text is a separate
 * request, never made here.
 *
 * Shows no masked contact. The path and both answers from public tool data (Sreg's plugin,
 * on the older sso.letv.com host); a later checker asks the same path on sso.le.com, from the
 * registration page, and reads "已存在" (already exists) for a taken number. Not verified live.
 */
import { objectOf } from './_email/forms.ts'
import { phoneAccount } from './_phone/answers.ts'
import { encodePhone } from './_phone/number.ts'
import { JSON_FROM_SCRIPT, madeBeforeAnyCode, MAINLAND_CHINA } from './_phone/mainland-china.ts'
import { onePhoneRequest } from './_phone/one-request.ts'
import { notFound, unexpected, unrecognised } from './_shared/outcomes.ts'

export const letvPhoneModule = onePhoneRequest({
  id: 'letv-phone',
  name: 'Le.com',
  category: 'video',
  url: 'https://www.le.com/',
  hosts: ['sso.le.com'],
  ...MAINLAND_CHINA,
  silence: madeBeforeAnyCode("The registration page's check of the typed number"),
  ask: (phone) => ({
    // The number is the path's last segment.
    url: `https://sso.le.com/user/checkMobileExists/mobile/${encodePhone(phone, 'significant')}`,
    options: {
      headers: {
        ...JSON_FROM_SCRIPT,
        referer: 'https://sso.le.com/user/mobilereg',
      },
    },
  }),
  answer: (res, phone) => {
    if (res.status !== 200) return unexpected(res)
    const result = objectOf(res.json())?.result
    if (result === false) return notFound('field result is false')
    if (objectOf(result)?.status === '1') return phoneAccount(phone, 'field result.status is "1"')
    return unrecognised('number check answer')
  },
})
