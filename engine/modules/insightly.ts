/**
 * Insightly. POST https://accounts.insightly.com/signup/isemailvalid with the form field
 * emailaddress is the sign-up form's remote validation: it answers the JSON literal true when
 * the address may sign up, and a JSON string, "An account exists for this address. Use another
 * address or …", when an account holds it.
 *
 * Silent: a form field's validation, asked before anything is created; it sends nothing.
 * Answer shape from public tool data (holehe, user-scanner), not verified live.
 */
import { parseJson } from './_email/forms.ts'
import { buildRecord } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

const TAKEN = 'An account exists for this address'

export const insightlyModule = emailModule({
  id: 'insightly',
  name: 'Insightly',
  category: 'business',
  url: 'https://www.insightly.com/',
  hosts: ['accounts.insightly.com'],
  finding: 'account',
  silence:
    "The sign-up form's remote validation of its address field, before anything is created; it sends nothing.",
  async run(ctx) {
    const res = await ctx.http.request('https://accounts.insightly.com/signup/isemailvalid', {
      method: 'POST',
      headers: {
        accept: 'application/json, text/javascript, */*; q=0.01',
        'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
        'x-requested-with': 'XMLHttpRequest',
        origin: 'https://accounts.insightly.com',
        referer: 'https://accounts.insightly.com/?plan=trial',
      },
      body: new URLSearchParams({ emailaddress: ctx.query }).toString(),
    })
    if (res.status !== 200) return unexpected(res)
    const answer = parseJson(res.text)
    if (answer === true) return notFound('the answer is true (the address may sign up)')
    // Any other message (an address the form refuses for its shape) is no verdict.
    if (typeof answer === 'string' && answer.includes(TAKEN)) {
      return found(`the answer says "${TAKEN}"`, buildRecord({ email: ctx.query }))
    }
    return unrecognised('email validation answer')
  },
})
