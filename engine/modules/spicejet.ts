/**
 * SpiceJet (SpiceClub). GET https://book.spicejet.com/Login.aspx opens a booking session
 * (its cookies); POST
 * https://book.spicejet.com/SpiceMoneyInfoAjax-resource.aspx?request=IsEmailIdExists&emailAddress=…
 * in that session is the SpiceClub sign-up form's check: the plain text SUCCESS when the
 * address is free, and "Account is already registered for SpiceClub. Please provide another
 * email address…" when a member uses it.
 *
 * Silent: the sign-up form validates the address before enrolling anyone; nothing is sent.
 *
 * Answer shape from public tool data (2021), not verified live.
 */
import { cookieHeader, cookiesFrom } from './_email/cookies.ts'
import { buildRecord } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

const TAKEN = /^Account is already registered for SpiceClub\b/

export const spicejetModule = emailModule({
  id: 'spicejet',
  name: 'SpiceJet SpiceClub',
  category: 'travel',
  url: 'https://book.spicejet.com/',
  hosts: ['book.spicejet.com'],
  finding: 'account',
  silence:
    "The SpiceClub sign-up form's address check, made in a booking session before anyone is enrolled; nothing is sent.",
  async run(ctx) {
    const page = await ctx.http.request('https://book.spicejet.com/Login.aspx', {
      headers: { accept: 'text/html' },
    })
    if (page.status !== 200) return unexpected(page, 'login page')
    const params = new URLSearchParams({ request: 'IsEmailIdExists', emailAddress: ctx.query })
    const res = await ctx.http.request(
      `https://book.spicejet.com/SpiceMoneyInfoAjax-resource.aspx?${params}`,
      {
        method: 'POST',
        headers: {
          accept: '*/*',
          'x-requested-with': 'XMLHttpRequest',
          referer: 'https://book.spicejet.com/Login.aspx',
          cookie: cookieHeader(cookiesFrom(page)),
        },
      },
    )
    if (res.status !== 200) return unexpected(res)
    const body = res.text.trim()
    if (body === 'SUCCESS') return notFound('the body is "SUCCESS"')
    if (TAKEN.test(body))
      return found(`the body says '${body.slice(0, 120)}'`, buildRecord({ email: ctx.query }))
    return unrecognised('SpiceClub check answer')
  },
})
