/**
 * HackerRank. POST https://www.hackerrank.com/auth/valid_email with {"email"} is the sign-up
 * form's address check. It answers {"status":true} when the address may sign up, and
 * {"status":false,"internal_status_code":"already_registered","errors":[…]} when an account
 * holds it. A refusal for any other reason (status false without that code) is no verdict.
 *
 * Silent: the sign-up form validates the address before anything is created; it sends
 * nothing. Answer shape from public tool data (user-scanner), not verified live.
 */
import { objectOf } from './_email/forms.ts'
import { buildRecord } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

const TAKEN = 'already_registered'

export const hackerrankEmailModule = emailModule({
  id: 'hackerrank-email',
  name: 'HackerRank',
  category: 'coding',
  url: 'https://www.hackerrank.com/',
  hosts: ['www.hackerrank.com'],
  finding: 'account',
  silence: "The sign-up form's address validation, before anything is created; it sends nothing.",
  async run(ctx) {
    const res = await ctx.http.request('https://www.hackerrank.com/auth/valid_email', {
      method: 'POST',
      headers: {
        accept: 'application/json',
        origin: 'https://www.hackerrank.com',
        referer: 'https://www.hackerrank.com/auth/signup',
      },
      body: { email: ctx.query },
    })
    if (res.status !== 200) return unexpected(res)
    const answer = objectOf(res.json())
    if (answer?.status === false && answer.internal_status_code === TAKEN) {
      return found(`field internal_status_code is "${TAKEN}"`, buildRecord({ email: ctx.query }))
    }
    const errors = answer?.errors
    const noErrors = errors === undefined || (Array.isArray(errors) && errors.length === 0)
    if (answer?.status === true && noErrors && !answer.internal_status_code) {
      return notFound('field status is true, with no errors')
    }
    return unrecognised('address check answer')
  },
})
