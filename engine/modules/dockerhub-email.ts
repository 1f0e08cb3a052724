/**
 * Docker Hub. POST https://hub.docker.com/v2/users/signup/ validates a sign-up form and
 * answers 400 with per-field errors; {"email":["This email is already in use."]} is among
 * them when an account uses the address.
 *
 * Silent: the form is sent with an empty username, password and captcha, so it can never
 * pass validation: nothing is created and nothing is sent. An answer that lists errors for
 * the other fields but none for the email means the address is free.
 */
import { buildRecord } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

type FieldErrors = Record<string, unknown>

const IN_USE = /already in use/i

export const dockerhubEmailModule = emailModule({
  id: 'dockerhub-email',
  name: 'Docker Hub',
  category: 'coding',
  finding: 'account',
  url: 'https://hub.docker.com/',
  hosts: ['hub.docker.com'],
  silence:
    'The sign-up form sent with an empty username, password and captcha, so it always fails validation: no account is created and nothing is sent.',
  async run(ctx) {
    const res = await ctx.http.request('https://hub.docker.com/v2/users/signup/', {
      method: 'POST',
      headers: {
        accept: 'application/json',
        origin: 'https://hub.docker.com',
        referer: 'https://hub.docker.com/signup',
      },
      body: {
        email: ctx.query,
        username: '',
        password: '',
        recaptcha_response: '',
        redirect_value: '',
        subscribe: false,
      },
    })
    if (res.status !== 400) return unexpected(res)
    const errors = res.json<FieldErrors>()
    if (typeof errors !== 'object' || errors === null) return unrecognised('form errors')
    const emailErrors = Array.isArray(errors.email) ? errors.email.map(String) : []
    const inUse = emailErrors.find((message) => IN_USE.test(message))
    if (inUse) return found(`field email says "${inUse}"`, buildRecord({ email: ctx.query }))
    // Only a rejection of the other, deliberately empty fields proves the email passed.
    if (
      emailErrors.length === 0 &&
      (errors.password !== undefined || errors.username !== undefined)
    ) {
      return notFound('no email error, while the empty username and password were refused')
    }
    return unrecognised('form errors')
  },
})
