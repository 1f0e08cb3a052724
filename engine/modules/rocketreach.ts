/**
 * RocketReach. GET https://rocketreach.co/signup gives the session's csrftoken cookie and the
 * form's csrfmiddlewaretoken; GET https://rocketreach.co/v1/validateEmail?email_address=… with
 * that token is the sign-up form's address check: {"found":true} when an account already uses
 * the address, {"found":false} when it is free.
 *
 * Silent: the sign-up form validates the address before anything is created; it sends nothing.
 * Answer shape from public tool data (holehe), not verified live.
 */
import { readOneValue } from './_email/account-check.ts'
import { cookieHeader, cookiesFrom } from './_email/cookies.ts'
import { inputValue } from './_email/forms.ts'
import { unexpected } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

export const rocketreachModule = emailModule({
  id: 'rocketreach',
  name: 'RocketReach',
  category: 'business',
  url: 'https://rocketreach.co/',
  hosts: ['rocketreach.co'],
  finding: 'account',
  silence: "The sign-up form's address validation, before anything is created; it sends nothing.",
  async run(ctx) {
    const page = await ctx.http.request('https://rocketreach.co/signup')
    if (page.status !== 200) return unexpected(page, 'sign-up page')
    const jar = cookiesFrom(page)
    const token = inputValue(page.text, 'csrfmiddlewaretoken') ?? jar.get('csrftoken')
    if (!token) {
      return { status: 'unknown', reason: 'unrecognised', message: 'no sign-up form token' }
    }
    const res = await ctx.http.request(
      `https://rocketreach.co/v1/validateEmail?${new URLSearchParams({ email_address: ctx.query })}`,
      {
        headers: {
          accept: 'application/json, text/plain, */*',
          'x-csrftoken': token,
          referer: 'https://rocketreach.co/signup',
          cookie: cookieHeader(jar),
        },
      },
    )
    return readOneValue(res, ctx.query, {
      at: 'found',
      taken: [true],
      free: [false],
      what: 'address check answer',
    })
  },
})
