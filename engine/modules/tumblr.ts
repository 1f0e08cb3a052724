/**
 * Tumblr. The web app's bearer token sits in the home page ("API_TOKEN":"…"); GET
 * https://www.tumblr.com/api/v2/radar with it returns a CSRF token in the x-csrf header; POST
 * https://www.tumblr.com/api/v2/register/account/validate with {"email","password","tumblelog"}
 * answers response.code 2 ("User already exists") for a registered address, and otherwise
 * trips on the password: code 1030 ("password too short").
 *
 * Silent: validation only. The password sent is one character long, so the form can never
 * pass and no account is created; nothing is mailed.
 */
import { cookieHeader, cookiesFrom } from './_email/cookies.ts'
import { accountCheck } from './_email/account-check.ts'
import { unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

const API_TOKEN = /"API_TOKEN":"([^"]+)"/
const USER_EXISTS = 2
const PASSWORD_TOO_SHORT = 1030

export const tumblrModule = emailModule({
  id: 'tumblr',
  name: 'Tumblr',
  category: 'blogging',
  finding: 'account',
  url: 'https://www.tumblr.com/',
  hosts: ['www.tumblr.com'],
  silence:
    "The registration form's validation, sent with a one-character password so it can never pass: no account is created and nothing is mailed.",
  async run(ctx) {
    const home = await ctx.http.request('https://www.tumblr.com/')
    const bearer = API_TOKEN.exec(home.text)?.[1]
    if (home.status !== 200 || !bearer) return unrecognised('home page')
    const jar = cookiesFrom(home)
    const auth = { authorization: `Bearer ${bearer}`, accept: 'application/json' }
    const radar = await ctx.http.request('https://www.tumblr.com/api/v2/radar', {
      headers: { ...auth, cookie: cookieHeader(jar) },
    })
    const csrf = radar.headers['x-csrf']
    if (!csrf) return unrecognised('session answer')
    for (const [name, value] of cookiesFrom(radar)) jar.set(name, value)
    const res = await ctx.http.request('https://www.tumblr.com/api/v2/register/account/validate', {
      method: 'POST',
      headers: {
        ...auth,
        'x-csrf': csrf,
        origin: 'https://www.tumblr.com',
        referer: 'https://www.tumblr.com/register',
        cookie: cookieHeader(jar),
      },
      body: { email: ctx.query, password: 'x', tumblelog: 'zq-lookup-placeholder-7d1f9b3x' },
    })
    if (res.status !== 200 && res.status !== 400) return unexpected(res)
    const code = res.json<{ response?: { code?: unknown } }>().response?.code
    // A taken address answers code 2; a free one gets as far as the one-character password.
    return accountCheck(
      ctx.query,
      'field response.code',
      code,
      { taken: [USER_EXISTS], free: [PASSWORD_TOO_SHORT] },
      'validation answer',
    )
  },
})
