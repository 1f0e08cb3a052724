/**
 * Love Nudge (the couples' app). GET https://api.lovenudgeapp.com/api/register/check?email=…
 * (with the app's time_zone and app_version parameters) is the sign-up screen's check:
 * {"data":true} when an account uses the address, {"data":false} when none does.
 *
 * Silent: the registration form's availability check; it creates nothing and sends nothing.
 *
 * Answer shape from public tool data, not verified live.
 */
import { flagCheck } from './_email/account-check.ts'
import { unexpected } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

/** The app release whose requests this mirrors; the API asks for one. */
const APP_VERSION = '5.2.10'

export const lovenudgeModule = emailModule({
  id: 'lovenudge',
  name: 'Love Nudge',
  category: 'social',
  url: 'https://lovenudgeapp.com/',
  hosts: ['api.lovenudgeapp.com'],
  finding: 'account',
  silence: "The sign-up screen's availability check; it creates nothing and sends nothing.",
  async run(ctx) {
    const params = new URLSearchParams({
      email: ctx.query,
      time_zone: 'UTC',
      app_version: APP_VERSION,
    })
    const res = await ctx.http.request(
      `https://api.lovenudgeapp.com/api/register/check?${params}`,
      {
        headers: { accept: 'application/json' },
      },
    )
    if (res.status !== 200) return unexpected(res)
    const { data } = res.json<{ data?: unknown }>()
    return flagCheck(ctx.query, 'data', data, true, 'registration check answer')
  },
})
