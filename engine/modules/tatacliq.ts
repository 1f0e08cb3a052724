/**
 * Tata CLiQ (Tata Digital's shared Tata Neu sign-in). POST
 * https://api.tatadigital.com/api/v2/sso/check-email with {"email", "sendOtp": false}
 * answers {"userType": "existing" | "migrated", "emailEnrolled", "emailVerified",
 * "phoneMasked"} for an address with an account, and {"userType": "new",
 * "message": "User is not found"} for one without.
 *
 * Silent: "sendOtp": false asks the sign-in service only to look the address up, not to
 * send its one-time code; the request is pinned in the tests. The masked phone number it
 * shows is the account's own recovery hint (phone_hint), never a full number.
 *
 * Answer shape from public tool data, not verified live.
 */
import type { LookupModule } from '../types.ts'
import { maskedPhone } from './_email/hints.ts'
import { buildRecord, pv } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'

interface CheckEmailAnswer {
  userType?: unknown
  emailEnrolled?: boolean
  emailVerified?: boolean
  phoneMasked?: unknown
}

const REGISTERED = new Set(['existing', 'migrated'])
const UNREGISTERED = 'new'

export const tatacliqModule: LookupModule = {
  id: 'tatacliq',
  name: 'Tata CLiQ (Tata Neu)',
  category: 'shopping',
  types: ['email'],
  url: '',
  hosts: ['api.tatadigital.com'],
  kind: 'module',
  finding: 'account',
  silence:
    "The sign-in service's address lookup, sent with sendOtp set to false so it only looks the address up and sends no one-time code.",
  fixtures: { present: 'test@gmail.com', absent: 'zqnosuchuser7d1f9b3x@gmail.com' },
  async run(ctx) {
    const res = await ctx.http.request('https://api.tatadigital.com/api/v2/sso/check-email', {
      method: 'POST',
      headers: {
        accept: 'application/json',
        client_id: 'TATACLIQ-ANDROID-APP',
        appplatform: 'android',
      },
      body: { email: ctx.query, sendOtp: false },
    })
    if (res.status !== 200) return unexpected(res)
    const answer = res.json<CheckEmailAnswer>()
    const proof = `field userType is ${JSON.stringify(answer.userType)}`
    if (answer.userType === UNREGISTERED) return notFound(proof)
    if (typeof answer.userType !== 'string' || !REGISTERED.has(answer.userType))
      return unrecognised('email check answer')
    return found(
      proof,
      buildRecord({ email: ctx.query, phone_hint: maskedPhone(answer.phoneMasked) }, [
        pv.str('user_type', 'Account kind', answer.userType),
        pv.bool('email_verified', 'Email verified', answer.emailVerified),
      ]),
    )
  },
}
