/**
 * Gaana (its accounts are Times Internet's shared JSSO accounts, also used by the Times of
 * India sites). POST https://jsso.indiatimes.com/sso/crossapp/identity/web/checkUserExists
 * with {"identifier"} and Gaana's channel headers answers {"status": "SUCCESS", "data":
 * {"status": "VERIFIED_EMAIL" | "UNVERIFIED_EMAIL" | "UNREGISTERED_EMAIL"}}.
 *
 * Silent: an existence lookup the sign-in sheet makes before it offers a password or a
 * one-time code; sending a code is a separate request, never made here.
 *
 * Answer shape from public tool data, not verified live.
 */
import { buildRecord, pv } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

const VERIFIED = 'VERIFIED_EMAIL'
const UNVERIFIED = 'UNVERIFIED_EMAIL'
const UNREGISTERED = 'UNREGISTERED_EMAIL'

export const gaanaModule = emailModule({
  id: 'gaana',
  name: 'Gaana',
  category: 'music',
  url: '',
  hosts: ['jsso.indiatimes.com'],
  finding: 'account',
  silence:
    'The existence lookup the sign-in sheet makes before it offers a password or a one-time code; sending a code is a separate request, never made.',
  async run(ctx) {
    const res = await ctx.http.request(
      'https://jsso.indiatimes.com/sso/crossapp/identity/web/checkUserExists',
      {
        method: 'POST',
        headers: {
          accept: 'application/json',
          channel: 'gaana.com',
          platform: 'WAP',
          sdkversion: '0.7.3',
          isjssocrosswalk: 'true',
          origin: 'https://gaana.com',
          referer: 'https://gaana.com/',
        },
        body: { identifier: ctx.query },
      },
    )
    if (res.status !== 200) return unexpected(res)
    const status = res.json<{ data?: { status?: unknown } | null }>().data?.status
    const proof = `field data.status is ${JSON.stringify(status)}`
    if (status === UNREGISTERED) return notFound(proof)
    if (status !== VERIFIED && status !== UNVERIFIED) return unrecognised('account lookup answer')
    return found(
      proof,
      buildRecord({ email: ctx.query }, [
        pv.bool('email_verified', 'Email verified', status === VERIFIED),
      ]),
    )
  },
})
