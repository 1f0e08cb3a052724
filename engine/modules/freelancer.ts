/**
 * Freelancer. POST https://www.freelancer.com/api/users/0.1/users/check?compact=true&new_errors=true
 * with {"user":{"email"}} answers 409 {"status":"error","error_code":"EMAIL_ALREADY_IN_USE",…}
 * for a registered address and 200 {"status":"success",…} for a free one.
 *
 * Silent: the sign-up form's field check; nothing is created and nothing is sent.
 */
import { buildRecord } from './_shared/fields.ts'
import { found, notFound, unexpected } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

export const freelancerModule = emailModule({
  id: 'freelancer',
  name: 'Freelancer',
  category: 'business',
  finding: 'account',
  url: 'https://www.freelancer.com/',
  hosts: ['www.freelancer.com'],
  silence: "The sign-up form's field check of the address; nothing is created and nothing is sent.",
  async run(ctx) {
    const res = await ctx.http.request(
      'https://www.freelancer.com/api/users/0.1/users/check?compact=true&new_errors=true',
      {
        method: 'POST',
        headers: { accept: 'application/json', origin: 'https://www.freelancer.com' },
        body: { user: { email: ctx.query } },
      },
    )
    if (res.status !== 200 && res.status !== 409) return unexpected(res)
    const body = res.json<{ status?: unknown; error_code?: unknown }>()
    if (res.status === 409 && body.error_code === 'EMAIL_ALREADY_IN_USE') {
      return found('error_code is EMAIL_ALREADY_IN_USE', buildRecord({ email: ctx.query }))
    }
    if (res.status === 200 && body.status === 'success')
      return notFound('field status is "success"')
    return unexpected(res)
  },
})
