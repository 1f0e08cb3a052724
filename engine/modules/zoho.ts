/**
 * Zoho. GET https://accounts.zoho.com/signin sets the iamcsr cookie; POST
 * https://accounts.zoho.com/signin/v2/lookup/<address> with it (header X-ZCSRF-TOKEN
 * "iamcsrcoo=<iamcsr>") is the sign-in page's first step, which looks the identifier up:
 * - {"status_code":201,"code":"U200","message":"User exists","lookup":{"loginid",
 *   "modes":{"allowed_modes":[…],"otp":{"data":[{"r_mobile":"49-12******34"}]}},"dc"}} for an
 *   account in this data centre, with the sign-in methods and the masked mobile number the
 *   page would offer a code to;
 * - {"status_code":500,"errors":[{"code":"U400","message":"User exists in another DC"}],
 *   "data":{"dc"}} for an account kept in another data centre (EU, IN, …);
 * - {"status_code":400,"errors":[{"code":"U401","message":"User does not exists"}]} when no
 *   account has the address.
 * The body's status_code decides; the HTTP status is 200 throughout.
 *
 * Silent: the lookup only chooses what the sign-in page shows next. A code is sent only when
 * someone then picks the code option (another request, never made here); no password is tried.
 * Answer shape from public tool data (holehe, user-scanner) and the fixtures of an open-source
 * Zoho Vault client, not verified live.
 */
import { objectOf } from './_email/forms.ts'
import { postForm } from './_email/one-request-check.ts'
import { pageThenAsk } from './_email/page-then-ask.ts'
import { pathSegment } from './_email/address.ts'
import { maskedPhone } from './_email/hints.ts'
import { buildRecord, pv } from './_shared/fields.ts'
import { found, notFound, sameName, unexpected, unrecognised } from './_shared/outcomes.ts'

interface Lookup {
  loginid?: unknown
  dc?: unknown
  modes?: {
    allowed_modes?: unknown
    otp?: { data?: { r_mobile?: unknown }[] }
  }
}

/** "49-12******34": country code, a dash, then the number with its middle masked. */
const MASKED_MOBILE = /^(\d{1,4})-(\d{0,4}[*•]{3,}\d{1,4})$/

/** The masked number as a phone hint ("+49 12******34"), only when it is well formed. */
function phoneHint(raw: unknown): string | undefined {
  const match = typeof raw === 'string' ? MASKED_MOBILE.exec(raw.trim()) : null
  return match ? maskedPhone(`+${match[1]} ${match[2]}`) : undefined
}

function errorCode(answer: Record<string, unknown>): unknown {
  const errors = answer.errors
  return Array.isArray(errors) ? objectOf(errors[0])?.code : undefined
}

export const zohoModule = pageThenAsk({
  id: 'zoho',
  name: 'Zoho',
  category: 'business',
  url: 'https://accounts.zoho.com/',
  hosts: ['accounts.zoho.com'],
  silence:
    "The sign-in page's identifier lookup, which only chooses what to show next; no password is tried, and the code option (a separate request) is never taken.",
  page: { url: 'https://accounts.zoho.com/signin', what: 'sign-in page' },
  token: { read: (_, cookies) => cookies.get('iamcsr'), missing: 'Zoho gave no iamcsr cookie' },
  ask: (email, { cookie, token }) =>
    postForm(
      `https://accounts.zoho.com/signin/v2/lookup/${pathSegment(email)}`,
      {
        mode: 'primary',
        servicename: 'ZohoCRM',
        serviceurl: 'https://crm.zoho.com/crm/ShowHomePage.do',
        service_language: 'en',
      },
      {
        accept: '*/*',
        'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
        'x-zcsrf-token': `iamcsrcoo=${token}`,
        origin: 'https://accounts.zoho.com',
        referer: 'https://accounts.zoho.com/signin',
        cookie,
      },
    ),
  answer(res, query) {
    if (res.status !== 200) return unexpected(res)
    const answer = objectOf(res.json())
    if (!answer) return unrecognised('lookup answer')
    const code = errorCode(answer)
    if (answer.status_code === 400 && code === 'U401') {
      return notFound('errors[0].code is "U401" (user does not exist)')
    }
    if (answer.status_code === 500 && code === 'U400') {
      return found(
        'errors[0].code is "U400" (user exists in another data centre)',
        buildRecord({ email: query }, [
          pv.str('data_centre', 'Data centre', objectOf(answer.data)?.dc as string | undefined),
        ]),
      )
    }
    const lookup = objectOf(answer.lookup) as Lookup | undefined
    if (answer.status_code !== 201 || answer.message !== 'User exists' || !lookup) {
      return unrecognised('lookup answer')
    }
    // The lookup names the identifier it found; another one is not this address's account.
    if (lookup.loginid !== undefined && !sameName(lookup.loginid, query)) {
      return unrecognised('lookup answer (its loginid is not the address asked)')
    }
    const methods = Array.isArray(lookup.modes?.allowed_modes)
      ? lookup.modes.allowed_modes.filter((m): m is string => typeof m === 'string')
      : []
    const mobile = lookup.modes?.otp?.data?.find((entry) => phoneHint(entry.r_mobile))
    return found(
      'status_code is 201, message is "User exists"',
      buildRecord({ email: query, phone_hint: phoneHint(mobile?.r_mobile) }, [
        pv.str('sign_in_methods', 'Sign-in methods', methods.join(', ')),
        pv.str('data_centre', 'Data centre', typeof lookup.dc === 'string' ? lookup.dc : null),
      ]),
    )
  },
})
