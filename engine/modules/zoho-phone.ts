/**
 * Zoho (Zoho Mail, CRM, Books … one Zoho account), whose sign-in takes a mobile number as the
 * identifier. GET https://accounts.zoho.com/signin sets the iamcsr cookie; POST
 * https://accounts.zoho.com/signin/v2/lookup/<calling code>-<national number> (e.g.
 * "44-7400123456") with it (header X-ZCSRF-TOKEN "iamcsrcoo=<iamcsr>") is the sign-in
 * page's first step. The answers are the address lookup's (zoho.ts): status_code 201 and
 * "User exists" with the sign-in methods and the masked mobile the page would offer a code
 * to; errors[0].code U400 for an account kept in another data centre; U401 for none.
 *
 * Silent: the lookup only chooses what the sign-in page shows next. A code is sent only when
 * someone then picks the code option (another request, never made here); no password is
 * tried. The number's form ("44-7400123456") is from public tool code (phonsint); the answer
 * shapes are the address lookup's, not verified live for numbers.
 */
import { objectOf } from './_email/forms.ts'
import { cookieHeader, cookiesFrom } from './_email/cookies.ts'
import { phoneAccount } from './_phone/answers.ts'
import { encodePhone, type PhoneNumber } from './_phone/number.ts'
import { phoneModule } from './_phone/phone-module.ts'
import { pv } from './_shared/fields.ts'
import { notFound, unexpected, unrecognised } from './_shared/outcomes.ts'

interface Lookup {
  loginid?: unknown
  dc?: unknown
  modes?: { allowed_modes?: unknown; otp?: { data?: { r_mobile?: unknown }[] } }
}

/** "44-74******56": calling code, a dash, then the number with its middle masked. */
const MASKED_MOBILE = /^(\d{1,4})-(\d{0,4}[*•]{3,}\d{1,4})$/

function mobileHint(raw: unknown): string | undefined {
  const match = typeof raw === 'string' ? MASKED_MOBILE.exec(raw.trim()) : null
  return match ? `+${match[1]} ${match[2]}` : undefined
}

/** Zoho names the login id it found: its digits must be the number's. */
function isThisNumber(loginid: unknown, phone: PhoneNumber): boolean {
  if (loginid === undefined) return true
  const digits = typeof loginid === 'string' ? loginid.replace(/\D/g, '') : ''
  return digits === encodePhone(phone, 'e164-digits') || digits === phone.significant
}

export const zohoPhoneModule = phoneModule({
  id: 'zoho-phone',
  name: 'Zoho',
  category: 'identity',
  url: 'https://accounts.zoho.com/',
  hosts: ['accounts.zoho.com'],
  silence:
    "The sign-in page's identifier lookup, which only chooses what to show next; no password is tried, and the code option (a separate request) is never taken.",
  async lookup(phone, ctx) {
    const page = await ctx.http.request('https://accounts.zoho.com/signin')
    if (page.status !== 200) return unexpected(page, 'sign-in page')
    const cookies = cookiesFrom(page)
    const token = cookies.get('iamcsr')
    if (!token) return unrecognised('sign-in page (no iamcsr cookie)')
    const id = `${phone.callingCode}-${encodePhone(phone, 'significant')}`
    const res = await ctx.http.request(
      `https://accounts.zoho.com/signin/v2/lookup/${encodeURIComponent(id)}`,
      {
        method: 'POST',
        headers: {
          accept: '*/*',
          'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
          'x-zcsrf-token': `iamcsrcoo=${token}`,
          origin: 'https://accounts.zoho.com',
          referer: 'https://accounts.zoho.com/signin',
          cookie: cookieHeader(cookies),
        },
        body: new URLSearchParams({
          mode: 'primary',
          servicename: 'AaaServer',
          serviceurl: 'https://accounts.zoho.com/home',
        }).toString(),
      },
    )
    if (res.status !== 200) return unexpected(res)
    const answer = objectOf(res.json())
    if (!answer) return unrecognised('lookup answer')
    const errors = Array.isArray(answer.errors) ? answer.errors : []
    const code = objectOf(errors[0])?.code
    if (answer.status_code === 400 && code === 'U401') {
      return notFound('errors[0].code is "U401" (user does not exist)')
    }
    if (answer.status_code === 500 && code === 'U400') {
      const data = objectOf(answer.data)
      if (!isThisNumber(data?.loginid, phone)) return unrecognised('lookup answer (another id)')
      return phoneAccount(phone, 'errors[0].code is "U400" (user exists in another data centre)', [
        pv.str('data_centre', 'Data centre', typeof data?.dc === 'string' ? data.dc : null),
      ])
    }
    const lookup = objectOf(answer.lookup) as Lookup | undefined
    if (answer.status_code !== 201 || answer.message !== 'User exists' || !lookup) {
      return unrecognised('lookup answer')
    }
    if (!isThisNumber(lookup.loginid, phone)) {
      return unrecognised('lookup answer (its loginid is not the number asked)')
    }
    const methods = Array.isArray(lookup.modes?.allowed_modes)
      ? lookup.modes.allowed_modes.filter((m): m is string => typeof m === 'string')
      : []
    const mobile = lookup.modes?.otp?.data?.map((entry) => mobileHint(entry.r_mobile)).find(Boolean)
    return phoneAccount(
      phone,
      'status_code is 201, message is "User exists"',
      [
        pv.str('sign_in_methods', 'Sign-in methods', methods.join(', ')),
        pv.str('data_centre', 'Data centre', typeof lookup.dc === 'string' ? lookup.dc : null),
      ],
      { phone: mobile },
    )
  },
})
