/**
 * Garmin (the Garmin account of garmin.com's shop and Garmin Connect). GET
 * https://sso.garmin.com/sso/createNewAccount?… opens the account-creation widget: its
 * session cookies and a form token ("token": "…" in the page's script). POST
 * https://sso.garmin.com/sso/validateNewAccount with the form fields email and token is
 * the widget's check of the address: the bare word false when an account uses it, true
 * when it is free.
 *
 * Silent: the widget validates the address before anything is created; no account is made
 * and nothing is sent.
 *
 * Answer shape from public tool data, not verified live.
 */
import { readOneValue } from './_email/account-check.ts'
import { cookieHeader, cookiesFrom } from './_email/cookies.ts'
import { unexpected } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

const WIDGET = `https://sso.garmin.com/sso/createNewAccount?${new URLSearchParams({
  service: 'https://www.garmin.com/en-US/account/profile/',
  webhost: 'https://www.garmin.com/en-US/account/create/',
  source: 'https://www.garmin.com/en-US/account/create/',
  clientId: 'ACCOUNT_MANAGEMENT_CENTER',
  createAccountShown: 'true',
  openCreateAccount: 'true',
  embedWidget: 'false',
})}`
const TOKEN = /"token"\s*:\s*"([^"]+)"/

export const garminModule = emailModule({
  id: 'garmin',
  name: 'Garmin',
  category: 'shopping',
  url: 'https://www.garmin.com/',
  hosts: ['sso.garmin.com'],
  finding: 'account',
  silence:
    "The account-creation widget's address validation, before anything is created; no account is made and nothing is sent.",
  async run(ctx) {
    const page = await ctx.http.request(WIDGET, { headers: { accept: 'text/html' } })
    if (page.status !== 200) return unexpected(page, 'account widget')
    const token = TOKEN.exec(page.text)?.[1]
    if (!token)
      return { status: 'unknown', reason: 'unrecognised', message: 'Garmin gave no form token' }
    const res = await ctx.http.request(
      'https://sso.garmin.com/sso/validateNewAccount?clientId=&locale=',
      {
        method: 'POST',
        headers: {
          accept: '*/*',
          'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
          'x-requested-with': 'XMLHttpRequest',
          origin: 'https://sso.garmin.com',
          referer: WIDGET,
          cookie: cookieHeader(cookiesFrom(page)),
        },
        body: new URLSearchParams({ email: ctx.query, token }).toString(),
      },
    )
    return readOneValue(res, ctx.query, {
      at: 'the body',
      taken: ['false'],
      free: ['true'],
      what: 'account validation answer',
    })
  },
})
