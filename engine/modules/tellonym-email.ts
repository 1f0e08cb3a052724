/**
 * Tellonym (anonymous messages). GET https://api.tellonym.me/accounts/check?email=…&limit=25 is
 * the check the sign-up form makes on each field: an address an account already uses is
 * refused with the error code EMAIL_ALREADY_IN_USE; a free one is accepted as {"email":true},
 * the way the same endpoint answers {"username":true} for a free name.
 *
 * Silent: field validation of the registration form; it creates nothing and sends nothing.
 *
 * The taken code from public tool data; the free answer's shape inferred from the username
 * check's, and neither verified live. Anything else (another error code, another shape) is no
 * verdict, so a wrong inference can only cost answers, never give a wrong one.
 */
import { buildRecord } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

const TAKEN = 'EMAIL_ALREADY_IN_USE'

/** Whether any string in the answer (an error's code, wherever the API nests it) is `code`. */
function hasCode(value: unknown, code: string, depth = 0): boolean {
  if (value === code) return true
  if (depth > 4 || !value || typeof value !== 'object') return false
  return Object.values(value).some((inner) => hasCode(inner, code, depth + 1))
}

export const tellonymEmailModule = emailModule({
  id: 'tellonym-email',
  name: 'Tellonym',
  category: 'messaging',
  url: 'https://tellonym.me/',
  hosts: ['api.tellonym.me'],
  finding: 'account',
  silence: "The registration form's per-field validation; it creates nothing and sends nothing.",
  async run(ctx) {
    const params = new URLSearchParams({ email: ctx.query, limit: '25' })
    const res = await ctx.http.request(`https://api.tellonym.me/accounts/check?${params}`, {
      headers: {
        accept: 'application/json',
        'tellonym-client': 'web:0.51.1',
        origin: 'https://tellonym.me',
        referer: 'https://tellonym.me/register/email',
      },
    })
    if (res.status !== 200 && res.status !== 400) return unexpected(res)
    const answer = res.json<unknown>()
    if (hasCode(answer, TAKEN)) {
      return found(`the answer has error code ${TAKEN}`, buildRecord({ email: ctx.query }))
    }
    if (
      res.status === 200 &&
      answer &&
      typeof answer === 'object' &&
      (answer as { email?: unknown }).email === true
    ) {
      return notFound('field email is true')
    }
    return unrecognised('field check answer')
  },
})
