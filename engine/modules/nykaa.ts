/**
 * Nykaa (beauty and fashion shop; Nykaa Man shares its customer accounts). POST
 * https://www.nykaaman.com/app-api/index.php/customer/check_existence?catalog_tag_filter=men
 * with the form fields email, platform=web, captcha_type=v3 is the sign-in sheet's first
 * step: {"response": {"is_exists": true, …}} when a customer account uses the address,
 * {"response": {"is_exists": false, …}} when not.
 *
 * Silent: a lookup that decides which screen comes next (password, one-time code or
 * sign-up); sending a code is a separate, later request that this module never makes.
 *
 * Answer shape from public tool data, not verified live.
 */
import { flagCheck } from './_email/account-check.ts'
import { unexpected } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

export const nykaaModule = emailModule({
  id: 'nykaa',
  name: 'Nykaa',
  category: 'shopping',
  url: 'https://www.nykaaman.com/',
  hosts: ['www.nykaaman.com'],
  finding: 'account',
  silence:
    "The sign-in sheet's first step, which only decides the next screen; sending a code is a separate, later request, never made.",
  async run(ctx) {
    const res = await ctx.http.request(
      'https://www.nykaaman.com/app-api/index.php/customer/check_existence?catalog_tag_filter=men',
      {
        method: 'POST',
        headers: {
          accept: 'application/json, text/plain, */*',
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'https://www.nykaaman.com',
          referer: 'https://www.nykaaman.com/?ptype=auth',
          cookie: 'storeId=men',
        },
        body: new URLSearchParams({
          email: ctx.query,
          platform: 'web',
          captcha_type: 'v3',
        }).toString(),
      },
    )
    if (res.status !== 200) return unexpected(res)
    const answer = res.json<{ response?: { is_exists?: unknown } | null }>()
    return flagCheck(
      ctx.query,
      'response.is_exists',
      answer.response?.is_exists,
      true,
      'customer check answer',
    )
  },
})
