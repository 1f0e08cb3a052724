/**
 * Neocities. POST https://neocities.org/create_validate with the form fields field=email,
 * value=<address> and is_education=false is the sign-up form's per-field check. It answers
 * {"result":"ok"} when the address may sign up and {"error":"This email address already
 * exists on Neocities."} when a site uses it; other errors (a disposable or banned domain, a
 * malformed address) come first in its validation and say nothing about an account.
 *
 * Silent: the sign-up form validates one field before anything is created; it sends nothing.
 * Answers read from Neocities' open-source code (app/create.rb, models/site.rb), not verified
 * live.
 */
import { objectOf } from './_email/forms.ts'
import { buildRecord } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

const TAKEN = 'This email address already exists on Neocities.'

export const neocitiesEmailModule = emailModule({
  id: 'neocities-email',
  name: 'Neocities',
  category: 'tech',
  url: 'https://neocities.org/',
  hosts: ['neocities.org'],
  finding: 'account',
  silence:
    "The sign-up form's validation of one field, before anything is created; it sends nothing.",
  async run(ctx) {
    const res = await ctx.http.request('https://neocities.org/create_validate', {
      method: 'POST',
      headers: {
        accept: 'application/json, text/javascript, */*; q=0.01',
        'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
        'x-requested-with': 'XMLHttpRequest',
        origin: 'https://neocities.org',
        referer: 'https://neocities.org/',
      },
      // Neocities compares lower(email) with the value as sent: lower case finds any spelling.
      body: new URLSearchParams({
        field: 'email',
        value: ctx.query.toLowerCase(),
        is_education: 'false',
      }).toString(),
    })
    if (res.status !== 200) return unexpected(res)
    const answer = objectOf(res.json())
    if (answer?.result === 'ok') return notFound('field result is "ok"')
    if (answer?.error === TAKEN) {
      return found(`field error is "${TAKEN}"`, buildRecord({ email: ctx.query }))
    }
    return unrecognised('field check answer')
  },
})
