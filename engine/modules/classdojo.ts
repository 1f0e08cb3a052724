/**
 * ClassDojo. GET https://api.classdojo.com/api/user/emailValidation/<address>
 * ?skipDomainValidation=false is the app's sign-up check. It answers
 * {"isAvailableForSignUp":true} when the address may sign up, and
 * {"isAvailableForSignUp":false,"entityType":…} when an account holds it, with the kind of
 * account (teacher, parent, student…) and how it signs in (isPasswordless, hasMandatorySSO).
 * A refusal without an account type is taken as no verdict: it may be about the domain.
 *
 * Silent: the sign-up screen validates the address before anything is created; it sends
 * nothing. Answer shape from public tool data (user-scanner), not verified live.
 */
import { pathSegment } from './_email/address.ts'
import { objectOf } from './_email/forms.ts'
import { buildRecord, pv } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

export const classdojoModule = emailModule({
  id: 'classdojo',
  name: 'ClassDojo',
  category: 'education',
  url: 'https://www.classdojo.com/',
  hosts: ['api.classdojo.com'],
  finding: 'account',
  silence:
    "The app's sign-up check of the address, made before anything is created; it sends nothing.",
  async run(ctx) {
    const res = await ctx.http.request(
      `https://api.classdojo.com/api/user/emailValidation/${pathSegment(ctx.query)}?skipDomainValidation=false`,
      {
        headers: {
          accept: 'application/json',
          'x-client-identifier': 'Android',
          'x-client-language': 'en-US',
        },
      },
    )
    if (res.status !== 200) return unexpected(res)
    const answer = objectOf(res.json())
    if (answer?.isAvailableForSignUp === true) return notFound('field isAvailableForSignUp is true')
    const kind = answer?.entityType
    if (answer?.isAvailableForSignUp !== false || typeof kind !== 'string' || !kind) {
      return unrecognised('email validation answer')
    }
    const bool = (value: unknown) => (typeof value === 'boolean' ? value : null)
    return found(
      `field isAvailableForSignUp is false, entityType is "${kind}"`,
      buildRecord({ email: ctx.query }, [
        pv.str('account_type', 'Account type', kind),
        pv.bool('passwordless', 'Signs in without a password', bool(answer.isPasswordless)),
        pv.bool('mandatory_sso', 'Must sign in through SSO', bool(answer.hasMandatorySSO)),
      ]),
    )
  },
})
