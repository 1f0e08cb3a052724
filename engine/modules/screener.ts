/**
 * Screener.in (stock screening). GET https://www.screener.in/register/ gives the csrftoken
 * cookie and the form's csrfmiddlewaretoken and token; POST https://www.screener.in/register/
 * with them, the address twice (email, email2) and a blank password is refused, and the form
 * comes back with its error lists: "User account with this Email already exists." when an
 * account uses the address; only "This field is required." (the blank password) when it is
 * free. Any other error gives no verdict.
 *
 * Silent: a blank password fails the form, so no account is created and nothing is sent.
 * Answer markers from public tool data (user-scanner), not verified live.
 */
import type { LookupModule } from '../types.ts'
import { cookieHeader, cookiesFrom } from './_email/cookies.ts'
import { inputValue } from './_email/forms.ts'
import { buildRecord } from './_shared/fields.ts'
import { decodeEntities } from './_shared/html.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'

const TAKEN = 'User account with this Email already exists.'
const REQUIRED = 'This field is required.'

/** Every message of the page's Django error lists (<ul class="errorlist">). */
function formErrors(html: string): string[] {
  const errors: string[] = []
  for (const [, list] of html.matchAll(/<ul class="errorlist[^"]*">([\s\S]*?)<\/ul>/g)) {
    for (const [, item] of (list ?? '').matchAll(/<li>([\s\S]*?)<\/li>/g)) {
      errors.push(decodeEntities(item ?? '').trim())
    }
  }
  return errors
}

export const screenerModule: LookupModule = {
  id: 'screener',
  name: 'Screener',
  category: 'finance',
  types: ['email'],
  url: 'https://www.screener.in/',
  hosts: ['www.screener.in'],
  kind: 'module',
  finding: 'account',
  fixtures: { present: 'test@gmail.com', absent: 'zqnosuchuser7d1f9b3x@gmail.com' },
  async run(ctx) {
    const page = await ctx.http.request('https://www.screener.in/register/')
    if (page.status !== 200) return unexpected(page, 'registration page')
    const csrf = inputValue(page.text, 'csrfmiddlewaretoken')
    const token = inputValue(page.text, 'token')
    if (!csrf || !token) return unrecognised('registration page (no form tokens)')
    const res = await ctx.http.request('https://www.screener.in/register/', {
      method: 'POST',
      headers: {
        accept: 'text/html,application/xhtml+xml',
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://www.screener.in',
        referer: 'https://www.screener.in/register/',
        cookie: cookieHeader(cookiesFrom(page)),
      },
      body: new URLSearchParams({
        csrfmiddlewaretoken: csrf,
        next: '',
        token,
        email: ctx.query,
        email2: ctx.query,
        password: '',
      }).toString(),
      // A created account would redirect; the refused form is the answer.
      followRedirects: false,
    })
    if (res.status !== 200) return unexpected(res)
    const errors = formErrors(res.text)
    if (errors.includes(TAKEN)) {
      return found(`the form says "${TAKEN}"`, buildRecord({ email: ctx.query }))
    }
    if (errors.length > 0 && errors.every((error) => error === REQUIRED)) {
      return notFound(`the form's only error is "${REQUIRED}" (the blank password)`)
    }
    return unrecognised('registration answer')
  },
}
