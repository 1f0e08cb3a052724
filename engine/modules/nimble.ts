/**
 * Nimble (CRM). GET https://www.nimble.com/lib/register.php?email=… is the sign-up form's
 * remote validation: it answers the JSON literal true when the address may sign up, and the
 * JSON string "I thought you looked familiar! This email is already registered." when an
 * account holds it.
 *
 * Silent: a form field's validation, asked before anything is created; it sends nothing.
 * Answer shape from public tool data (holehe), not verified live.
 */
import { parseJson } from './_email/forms.ts'
import { buildRecord } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

const TAKEN = 'This email is already registered'

export const nimbleModule = emailModule({
  id: 'nimble',
  name: 'Nimble',
  category: 'business',
  url: 'https://www.nimble.com/',
  hosts: ['www.nimble.com'],
  finding: 'account',
  silence:
    "The sign-up form's remote validation of the address, asked before anything is created; it sends nothing.",
  async run(ctx) {
    const res = await ctx.http.request(
      `https://www.nimble.com/lib/register.php?${new URLSearchParams({ email: ctx.query })}`,
      {
        headers: {
          accept: 'application/json, text/javascript, */*; q=0.01',
          'x-requested-with': 'XMLHttpRequest',
          referer: 'https://www.nimble.com/',
        },
      },
    )
    if (res.status !== 200) return unexpected(res)
    const answer = parseJson(res.text)
    if (answer === true) return notFound('the answer is true (the address may sign up)')
    if (typeof answer === 'string' && answer.includes(TAKEN)) {
      return found(`the answer says "${TAKEN}"`, buildRecord({ email: ctx.query }))
    }
    return unrecognised('email validation answer')
  },
})
