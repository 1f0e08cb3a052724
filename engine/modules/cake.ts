/**
 * Cake (English-learning app). GET https://api.cakeapp.me/gw/auth/email/validate?…&email=…
 * is the app's sign-up check. It answers {"result":"SUCCESS","data":{"hasError":false}} when
 * the address may sign up, and {"result":"SUCCESS","data":{"hasError":true,
 * "errorType":"DUPLICATED"}} when an account holds it; any other error type is no verdict.
 *
 * Silent: the sign-up screen validates the address before anything is created; it sends
 * nothing. Answer shape from public tool data (user-scanner), not verified live.
 */
import { objectOf } from './_email/forms.ts'
import { buildRecord } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

export const cakeModule = emailModule({
  id: 'cake',
  name: 'Cake',
  category: 'education',
  // The check's API lives on another domain than the product's site, which it never asks.
  url: '',
  hosts: ['api.cakeapp.me'],
  finding: 'account',
  silence:
    "The app's sign-up screen validating the address before anything is created; it sends nothing.",
  async run(ctx) {
    // The app sends its client details with every call; these are the public tool's values.
    const params = new URLSearchParams({
      timezone: '0',
      lang: 'en',
      languageToLearn: 'en',
      appVersion: '6.8.0',
      os: 'android',
      osVersion: '11',
      email: ctx.query,
    })
    const res = await ctx.http.request(`https://api.cakeapp.me/gw/auth/email/validate?${params}`, {
      headers: { accept: 'application/json' },
    })
    if (res.status !== 200) return unexpected(res)
    const answer = objectOf(res.json())
    const data = objectOf(answer?.data)
    if (answer?.result !== 'SUCCESS' || !data) return unrecognised('email validation answer')
    if (data.hasError === false) return notFound('data.hasError is false')
    if (data.hasError === true && data.errorType === 'DUPLICATED') {
      return found('data.errorType is "DUPLICATED"', buildRecord({ email: ctx.query }))
    }
    return unrecognised('email validation answer')
  },
})
