/**
 * JioSaavn. POST https://www.saavn.com/api.php with the form fields
 * __call=user.isRegisteredEmail, _format=json, ctx=android, api_version=4 and email is the
 * app's sign-in lookup: {"status": true} when an account uses the address,
 * {"status": false} when not.
 *
 * Silent: a yes/no lookup the app makes before it shows the sign-in or sign-up screen; it
 * sends nothing.
 *
 * Answer shape from public tool data, not verified live.
 */
import { flagCheck } from './_email/account-check.ts'
import { unexpected } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

export const jiosaavnModule = emailModule({
  id: 'jiosaavn',
  name: 'JioSaavn',
  category: 'music',
  url: 'https://www.saavn.com/',
  hosts: ['www.saavn.com'],
  finding: 'account',
  silence:
    'A yes/no lookup the app makes before it shows its sign-in or sign-up screen; it sends nothing.',
  async run(ctx) {
    const res = await ctx.http.request('https://www.saavn.com/api.php', {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        __call: 'user.isRegisteredEmail',
        _format: 'json',
        _marker: '0',
        ctx: 'android',
        api_version: '4',
        email: ctx.query,
      }).toString(),
    })
    if (res.status !== 200) return unexpected(res)
    const { status } = res.json<{ status?: unknown }>()
    return flagCheck(ctx.query, 'status', status, true, 'registration lookup')
  },
})
