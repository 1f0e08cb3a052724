/**
 * Quizlet. POST https://api.quizlet.com/3.11/validate-email?client_id=XbSGGchEnA (the Android
 * app's public client id) with {"email"} is the sign-up screen's check. It answers
 * {"responses":[{"data":{"validateEmail":{"isValid":…,"existingAccount":…}}}]}: existingAccount
 * is set when an account uses the address and null when none does (isValid true). A refusal
 * without an existing account (a malformed or refused address) is no verdict.
 *
 * Silent: the sign-up screen validates the address before anything is created; it sends
 * nothing. Answer shape from public tool data (holehe's earlier web module, user-scanner), not
 * verified live; what existingAccount holds is not read.
 */
import { objectOf } from './_email/forms.ts'
import { buildRecord } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

/** The validateEmail object of the first response, when the answer has that shape. */
function validation(answer: unknown): Record<string, unknown> | undefined {
  const responses = objectOf(answer)?.responses
  const first = Array.isArray(responses) ? objectOf(responses[0]) : undefined
  return objectOf(objectOf(first?.data)?.validateEmail)
}

export const quizletModule = emailModule({
  id: 'quizlet',
  name: 'Quizlet',
  category: 'education',
  url: 'https://quizlet.com/',
  hosts: ['api.quizlet.com'],
  finding: 'account',
  silence: "The sign-up screen's address validation, before anything is created; it sends nothing.",
  async run(ctx) {
    const res = await ctx.http.request(
      'https://api.quizlet.com/3.11/validate-email?client_id=XbSGGchEnA',
      { method: 'POST', headers: { accept: 'application/json' }, body: { email: ctx.query } },
    )
    if (res.status !== 200) return unexpected(res)
    const check = validation(res.json())
    if (!check) return unrecognised('email validation answer')
    const existing = check.existingAccount
    if (existing !== undefined && existing !== null && existing !== false) {
      return found('validateEmail.existingAccount is set', buildRecord({ email: ctx.query }))
    }
    if (check.isValid === true)
      return notFound('validateEmail.isValid is true, existingAccount is null')
    return unrecognised('email validation answer')
  },
})
