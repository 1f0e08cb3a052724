/**
 * Pinterest. GET https://www.pinterest.com/resource/ApiResource/get/ with
 * data={"options":{"url":"/v3/register/exists/","data":{"email":…}},"context":{}} is the
 * sign-up form's existence check: resource_response.data is true when an account uses the
 * address, false when not.
 *
 * Silent: sign-up step one asks it before anything is created; it sends nothing.
 */
import { flagCheck } from './_email/account-check.ts'
import { unexpected } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

export const pinterestEmailModule = emailModule({
  id: 'pinterest-email',
  name: 'Pinterest',
  category: 'social',
  url: 'https://www.pinterest.com/',
  hosts: ['www.pinterest.com'],
  silence:
    'The existence check of sign-up step one, asked before anything is created; it sends nothing.',
  async run(ctx) {
    const data = JSON.stringify({
      options: { url: '/v3/register/exists/', data: { email: ctx.query } },
      context: {},
    })
    const params = new URLSearchParams({ source_url: '/signup/step1/', data })
    const res = await ctx.http.request(
      `https://www.pinterest.com/resource/ApiResource/get/?${params}`,
      {
        headers: {
          accept: 'application/json, text/javascript, */*, q=0.01',
          'x-requested-with': 'XMLHttpRequest',
          'x-pinterest-source-url': '/signup/step1/',
          'x-pinterest-pws-handler': 'www/signup/[step].js',
          referer: 'https://www.pinterest.com/',
        },
      },
    )
    if (res.status !== 200) return unexpected(res)
    const exists = res.json<{ resource_response?: { data?: unknown } }>().resource_response?.data
    return flagCheck(ctx.query, 'resource_response.data', exists, true, 'existence answer')
  },
})
