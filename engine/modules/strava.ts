/**
 * Strava. GET https://www.strava.com/register/free gives the session cookie and the page's
 * <meta name="csrf-token">; GET https://www.strava.com/athletes/email_unique?email=… with
 * that token answers the bare JSON literal false when an athlete uses the address, true when
 * it is free.
 *
 * Silent: the registration form's uniqueness check; it creates and sends nothing.
 */
import { cookieHeader, cookiesFrom } from './_email/cookies.ts'
import { readOneValue } from './_email/account-check.ts'
import { unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

const CSRF_META = /<meta name="csrf-token" content="([^"]+)"/

export const stravaModule = emailModule({
  id: 'strava',
  name: 'Strava',
  category: 'hobby',
  url: 'https://www.strava.com/',
  hosts: ['www.strava.com'],
  silence:
    "The registration form's uniqueness check of the address; it creates nothing and sends nothing.",
  async run(ctx) {
    const page = await ctx.http.request('https://www.strava.com/register/free')
    if (page.status !== 200) return unexpected(page, 'registration page')
    const token = CSRF_META.exec(page.text)?.[1]
    if (!token) return unrecognised('registration page')
    const res = await ctx.http.request(
      `https://www.strava.com/athletes/email_unique?${new URLSearchParams({ email: ctx.query })}`,
      {
        headers: {
          accept: 'application/json, text/javascript, */*; q=0.01',
          'x-csrf-token': token,
          'x-requested-with': 'XMLHttpRequest',
          referer: 'https://www.strava.com/register/free',
          cookie: cookieHeader(cookiesFrom(page)),
        },
      },
    )
    return readOneValue(res, ctx.query, {
      at: 'the body',
      taken: ['false'],
      free: ['true'],
      what: 'uniqueness answer',
    })
  },
})
