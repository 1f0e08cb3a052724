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
import { oneRequestCheck, postJson } from './_email/one-request-check.ts'

const TAKEN = 'already_registered'

export const hackerrankEmailModule = oneRequestCheck({
  id: 'hackerrank-email',
  name: 'HackerRank',
  category: 'coding',
  url: 'https://www.hackerrank.com/',
  hosts: ['www.hackerrank.com'],
  silence: "The sign-up form's address validation, before anything is created; it sends nothing.",
  ask: (email) =>
    postJson(
      'https://www.hackerrank.com/auth/valid_email',
      { email },
      {
        accept: 'application/json',
        origin: 'https://www.hackerrank.com',
        referer: 'https://www.hackerrank.com/auth/signup',
      },
    ),
  answer(res, email) {
    if (res.status !== 200) return unexpected(res)
    const answer = objectOf(res.json())
    if (answer?.status === false && answer.internal_status_code === TAKEN) {
      return found(`field internal_status_code is "${TAKEN}"`, buildRecord({ email: email }))
    }
    const errors = answer?.errors
    const noErrors = errors === undefined || (Array.isArray(errors) && errors.length === 0)
    if (answer?.status === true && noErrors && !answer.internal_status_code) {
      return notFound('field status is true, with no errors')
    }
    return unrecognised('address check answer')
  },
})
