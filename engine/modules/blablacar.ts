/**
 * BlaBlaCar. GET https://www.blablacar.fr/register carries the web app's anonymous API token
 * ("appToken":"…" in the page's state); GET https://edge.blablacar.fr/auth/validation/email/{address}
 * with that token as a Bearer is the sign-up form's address check: {"exists": true} when a
 * member uses the address, {"exists": false} when not.
 *
 * Silent: the form validates the address before anything is created; nothing is sent.
 *
 * Answer shape from public tool data, not verified live.
 */
import { readOneValue } from './_email/account-check.ts'
import { cookieHeader, cookiesFrom } from './_email/cookies.ts'
import { notFound, unexpected } from './_shared/outcomes.ts'
import { pathSegment } from './_shared/path.ts'
import { emailModule } from './_email/email-module.ts'

const APP_TOKEN = /"appToken"\s*:\s*"([^"]+)"/

export const blablacarModule = emailModule({
  id: 'blablacar',
  name: 'BlaBlaCar',
  category: 'travel',
  url: 'https://www.blablacar.fr/',
  hosts: ['www.blablacar.fr', 'edge.blablacar.fr'],
  finding: 'account',
  silence:
    "The sign-up form's address check, made with the site's anonymous app token before anything is created; nothing is sent.",
  async run(ctx) {
    const segment = pathSegment(ctx.query)
    if (!segment) return notFound('no address is only dots')
    const page = await ctx.http.request('https://www.blablacar.fr/register', {
      headers: { accept: 'text/html' },
    })
    if (page.status !== 200) return unexpected(page, 'sign-up page')
    const token = APP_TOKEN.exec(page.text)?.[1]
    if (!token)
      return { status: 'unknown', reason: 'unrecognised', message: 'BlaBlaCar gave no app token' }
    const res = await ctx.http.request(
      `https://edge.blablacar.fr/auth/validation/email/${segment}`,
      {
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${token}`,
          'x-client': 'SPA|1.0.0',
          'x-locale': 'fr_FR',
          'x-currency': 'EUR',
          origin: 'https://www.blablacar.fr',
          referer: 'https://www.blablacar.fr/',
          cookie: cookieHeader(cookiesFrom(page)),
        },
      },
    )
    return readOneValue(res, ctx.query, {
      at: 'exists',
      taken: [true],
      free: [false],
      what: 'address check answer',
    })
  },
})
