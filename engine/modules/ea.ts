/**
 * EA (Electronic Arts; the same account as Origin and the EA app). GET
 * https://signin.ea.com/p/juno/create opens the create-account session (cookies JSESSIONID
 * and signin-cookie); GET https://signin.ea.com/p/ajax/user/checkEmailExisted?requestorId=portal&email=…
 * in that session is the form's address check: {"message": "register_email_existed"} when
 * an EA account uses the address, "register_email_not_existed" when not (and
 * "register_email_invalid" for an address EA refuses).
 *
 * Silent: the create-account form asks it as the address is typed; it creates nothing and
 * sends nothing.
 *
 * Answer shape from public tool data, not verified live.
 */
import { readOneValue } from './_email/account-check.ts'
import { cookieHeader, cookiesFrom } from './_email/cookies.ts'
import { unexpected } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

const CREATE = 'https://signin.ea.com/p/juno/create'

export const eaModule = emailModule({
  id: 'ea',
  name: 'EA',
  category: 'gaming',
  url: 'https://www.ea.com/',
  hosts: ['signin.ea.com'],
  finding: 'account',
  silence:
    "The create-account form's address check, asked as the address is typed; it creates nothing and sends nothing.",
  async run(ctx) {
    const page = await ctx.http.request(CREATE, { headers: { accept: 'text/html' } })
    if (page.status !== 200) return unexpected(page, 'create-account page')
    const jar = cookiesFrom(page)
    if (!jar.get('JSESSIONID'))
      return { status: 'unknown', reason: 'unrecognised', message: 'EA opened no session' }
    const params = new URLSearchParams({ requestorId: 'portal', email: ctx.query })
    const res = await ctx.http.request(
      `https://signin.ea.com/p/ajax/user/checkEmailExisted?${params}`,
      {
        headers: {
          accept: 'application/json, text/javascript, */*; q=0.01',
          'x-requested-with': 'XMLHttpRequest',
          referer: CREATE,
          cookie: cookieHeader(jar),
        },
      },
    )
    return readOneValue(res, ctx.query, {
      at: 'message',
      taken: ['register_email_existed'],
      free: ['register_email_not_existed'],
      what: 'address check answer',
    })
  },
})
