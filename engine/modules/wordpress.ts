/**
 * WordPress.com. GET https://public-api.wordpress.com/rest/v1.1/users/{email}/auth-options?http_envelope=1
 * answers, inside a 200 envelope {"code","headers","body"}, the sign-in options of an
 * account ({"passwordless":false,"email_verified":true}) or code 404 with
 * {"error":"unknown_user"}.
 *
 * Silent: the login form asks it to decide between the password and the magic-link step; it
 * does not send the link (that is a separate request we never make).
 */
import { pathSegment } from './_email/address.ts'
import { buildRecord, pv } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

interface Envelope {
  code?: number
  body?: { passwordless?: boolean; email_verified?: boolean; error?: string }
}

export const wordpressModule = emailModule({
  id: 'wordpress',
  name: 'WordPress',
  category: 'blogging',
  url: 'https://wordpress.com/',
  hosts: ['public-api.wordpress.com'],
  finding: 'account',
  silence:
    "The login form's question that picks between the password and the magic-link step; the link itself is a separate request, never made.",
  async run(ctx) {
    const res = await ctx.http.request(
      `https://public-api.wordpress.com/rest/v1.1/users/${pathSegment(ctx.query)}/auth-options?http_envelope=1`,
      { headers: { accept: 'application/json' } },
    )
    if (res.status !== 200) return unexpected(res)
    const envelope = res.json<Envelope>()
    const body = envelope.body ?? {}
    if (envelope.code === 429) return { status: 'unknown', reason: 'rate_limited' }
    if (envelope.code === 404 && body.error === 'unknown_user') {
      return notFound('the envelope holds code 404 with error unknown_user')
    }
    if (
      envelope.code === 200 &&
      (typeof body.passwordless === 'boolean' || typeof body.email_verified === 'boolean')
    ) {
      return found(
        'the envelope holds code 200 with the account’s sign-in options',
        buildRecord({ email: ctx.query }, [
          pv.bool('passwordless', 'Passwordless sign-in', body.passwordless),
          pv.bool('email_verified', 'Email verified', body.email_verified),
        ]),
      )
    }
    return unrecognised('sign-in options')
  },
})
