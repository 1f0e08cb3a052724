/**
 * Sun NXT. GET https://api.sunnxt.com/user/v2/userAccountStatus/?userid=…&partner_id=&source=
 * (with the Android app's public client key) is the app's first sign-in step:
 * {"status": "SUCCESS", "user_available": true, "subscription_status", "password_available",
 * "login_account_type"} when an account uses the address, {"status": "SUCCESS",
 * "user_available": false} when not.
 *
 * Silent: a status lookup the app makes before it shows any sign-in screen; it creates
 * nothing and sends nothing (any one-time code would need a further request, never made).
 *
 * Answer shape from public tool data, not verified live.
 */
import { buildRecord, pv } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

interface AccountStatus {
  status?: unknown
  user_available?: unknown
  subscription_status?: string
  password_available?: boolean
  login_account_type?: string
}

/** The client key the Sun NXT Android app sends with every request: public, not ours. */
const APP_CLIENT_KEY = '1bd3195692e434d1ad72ad4db17e7b00841d6ef0f16616cfe33d8bb2e5a719e3'

export const sunnxtModule = emailModule({
  id: 'sunnxt',
  name: 'Sun NXT',
  category: 'video',
  url: 'https://www.sunnxt.com/',
  hosts: ['api.sunnxt.com'],
  finding: 'account',
  silence:
    "The app's account-status lookup, made before any sign-in screen; it creates and sends nothing, and no one-time code is requested.",
  async run(ctx) {
    const params = new URLSearchParams({ userid: ctx.query, partner_id: '', source: '' })
    const res = await ctx.http.request(
      `https://api.sunnxt.com/user/v2/userAccountStatus/?${params}`,
      {
        headers: {
          accept: 'application/json',
          clientkey: APP_CLIENT_KEY,
          'accept-language': 'en',
          contentlanguage: 'english',
          'x-myplex-platform': 'android',
        },
      },
    )
    if (res.status !== 200) return unexpected(res)
    const answer = res.json<AccountStatus>()
    if (answer.status !== 'SUCCESS') return unrecognised('account status answer')
    if (answer.user_available === false) return notFound('field user_available is false')
    if (answer.user_available !== true) return unrecognised('account status answer')
    return found(
      'field user_available is true',
      buildRecord({ email: ctx.query }, [
        pv.str('subscription_status', 'Subscription', answer.subscription_status),
        pv.bool('has_password', 'Has a password', answer.password_available),
        pv.str('account_type', 'Sign-in type', answer.login_account_type),
      ]),
    )
  },
})
