/**
 * Miro. GET https://miro.com/en/signup/ gives the session cookies and the form's hidden
 * signup[token]; POST https://miro.com/signup/ with registration_check=<address> and that
 * token (csrfToken) is the sign-up form's address check: {"isAlreadyRegistered":true} when an
 * account uses the address, {"isAlreadyRegistered":false} when it is free.
 *
 * Silent: registration_check only asks whether the address is taken; the form carries no
 * name and no password, so nothing can be created, and nothing is sent. Answer shape from
 * public tool data (holehe), not verified live.
 */
import { readOneValue } from './_email/account-check.ts'
import { cookieHeader, cookiesFrom } from './_email/cookies.ts'
import { inputValue } from './_email/forms.ts'
import { unexpected } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

export const miroModule = emailModule({
  id: 'miro',
  name: 'Miro',
  category: 'business',
  url: 'https://miro.com/',
  hosts: ['miro.com'],
  finding: 'account',
  silence:
    "The sign-up form's registration_check, which only asks whether the address is taken; with no name or password nothing can be created, and nothing is sent.",
  async run(ctx) {
    const page = await ctx.http.request('https://miro.com/en/signup/')
    if (page.status !== 200) return unexpected(page, 'sign-up page')
    const token = inputValue(page.text, 'signup[token]')
    if (!token) {
      return { status: 'unknown', reason: 'unrecognised', message: 'no sign-up form token' }
    }
    const res = await ctx.http.request('https://miro.com/signup/', {
      method: 'POST',
      headers: {
        accept: 'application/json, text/javascript, */*; q=0.01',
        'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
        'x-requested-with': 'XMLHttpRequest',
        origin: 'https://miro.com',
        referer: 'https://miro.com/en/signup/',
        cookie: cookieHeader(cookiesFrom(page)),
      },
      body: new URLSearchParams({ registration_check: ctx.query, csrfToken: token }).toString(),
    })
    return readOneValue(res, ctx.query, {
      at: 'isAlreadyRegistered',
      taken: [true],
      free: [false],
      what: 'registration check answer',
    })
  },
})
