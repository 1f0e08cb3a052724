/**
 * Snapchat. GET https://accounts.snapchat.com/ sets the xsrf_token cookie; POST
 * https://accounts.snapchat.com/accounts/validate_phone_number with the form fields
 * phone_country_code (the ISO country, "GB"), phone_number (the national number,
 * "7400123456") and xsrf_token is the sign-up form's check of a typed number. It answers
 * {"status_code":"TAKEN_NUMBER",…} when an account has the number and {"status_code":"OK"}
 * when none has; any other code (INVALID_NUMBER …) is no verdict.
 *
 * Silent: the sign-up form's validation of the number field; it creates nothing and sends no
 * code (the code is sent only by a later step of the form, never taken here).
 * Request and answer shapes from public tool code (ignorant); not verified live.
 */
import { cookieHeader, cookiesFrom } from './_email/cookies.ts'
import { FORM_ENCODED } from './_email/one-request-check.ts'
import { readPhoneValue } from './_phone/answers.ts'
import { encodePhone } from './_phone/number.ts'
import { phoneModule } from './_phone/phone-module.ts'
import { unexpected, unrecognised } from './_shared/outcomes.ts'

const HOME = 'https://accounts.snapchat.com/'

export const snapchatPhoneModule = phoneModule({
  id: 'snapchat-phone',
  name: 'Snapchat',
  category: 'social',
  url: 'https://www.snapchat.com/',
  hosts: ['accounts.snapchat.com'],
  silence:
    "The sign-up form's check of the number field; it creates nothing and sends no code, which only a later step of the form would do.",
  async lookup(phone, ctx) {
    // Snapchat asks for the number's country by name, so a number of no one country cannot be asked.
    if (!phone.country) return unrecognised('number (it belongs to no one country)')
    const page = await ctx.http.request(HOME, { headers: { accept: 'text/html' } })
    if (page.status !== 200) return unexpected(page, 'sign-up page')
    const cookies = cookiesFrom(page)
    const token = cookies.get('xsrf_token')
    if (!token) return unrecognised('sign-up page (no xsrf_token cookie)')
    const res = await ctx.http.request(
      'https://accounts.snapchat.com/accounts/validate_phone_number',
      {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': FORM_ENCODED,
          origin: 'https://accounts.snapchat.com',
          referer: HOME,
          cookie: cookieHeader(cookies),
        },
        body: new URLSearchParams({
          phone_country_code: phone.country,
          phone_number: encodePhone(phone, 'significant'),
          xsrf_token: token,
        }).toString(),
      },
    )
    return readPhoneValue(res, phone, {
      at: 'status_code',
      taken: ['TAKEN_NUMBER'],
      free: ['OK'],
      what: 'phone number check',
    })
  },
})
