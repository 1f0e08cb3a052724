/**
 * Treehouse (teamtreehouse.com). GET https://teamtreehouse.com/subscribe/new?trial=yes gives
 * the session cookie and the page's <meta name="csrf-token">; POST
 * https://teamtreehouse.com/account/email_address with the form field email and that token is
 * the trial sign-up's address check: {"success":true} when the address may sign up, and an
 * answer saying "… that email address is taken." when an account holds it.
 *
 * Silent: the sign-up form validates the address before anything is created; it sends
 * nothing. Answer shape from public tool data (holehe), not verified live.
 */
import { cookieHeader, cookiesFrom } from './_email/cookies.ts'
import { csrfMeta, objectOf, parseJson } from './_email/forms.ts'
import { buildRecord } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

const TAKEN = 'that email address is taken'

export const teamtreehouseEmailModule = emailModule({
  id: 'teamtreehouse-email',
  name: 'Treehouse',
  category: 'education',
  url: 'https://teamtreehouse.com/',
  hosts: ['teamtreehouse.com'],
  finding: 'account',
  silence: "The trial sign-up's address check, before anything is created; it sends nothing.",
  async run(ctx) {
    const page = await ctx.http.request('https://teamtreehouse.com/subscribe/new?trial=yes')
    if (page.status !== 200) return unexpected(page, 'sign-up page')
    const token = csrfMeta(page.text)
    if (!token) return unrecognised('sign-up page (no csrf-token)')
    const res = await ctx.http.request('https://teamtreehouse.com/account/email_address', {
      method: 'POST',
      headers: {
        accept: 'application/json, text/javascript, */*; q=0.01',
        'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
        'x-csrf-token': token,
        'x-requested-with': 'XMLHttpRequest',
        origin: 'https://teamtreehouse.com',
        referer: 'https://teamtreehouse.com/subscribe/new?trial=yes',
        cookie: cookieHeader(cookiesFrom(page)),
      },
      body: new URLSearchParams({ email: ctx.query }).toString(),
    })
    if (res.status !== 200 && res.status !== 422) return unexpected(res)
    if (res.text.toLowerCase().includes(TAKEN)) {
      return found(`the answer says "${TAKEN}"`, buildRecord({ email: ctx.query }))
    }
    if (res.status === 200 && objectOf(parseJson(res.text))?.success === true) {
      return notFound('field success is true')
    }
    return unrecognised('address check answer')
  },
})
