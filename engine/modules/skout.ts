/**
 * Skout. GET https://api.skout.com/validations/Users_NewUserCheck?email=…&name=notSet&brand=skout
 * is the sign-up screen's check of a new member's details, sent with the Android app's
 * kissapi-* headers: HTTP 200 with {"statusCode":200} when the address may register, HTTP 409
 * with a statusMessage saying the email already exists when an account holds it.
 *
 * Silent: it validates the sign-up form before anything is created; no account is made and
 * nothing is sent. The placeholder name "notSet" is what the app sends before a name is typed.
 *
 * Answer shape from public tool data, not verified live.
 */
import { buildRecord } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

interface CheckAnswer {
  statusCode?: unknown
  statusMessage?: unknown
}

const EMAIL_TAKEN = /email already exists/i

export const skoutModule = emailModule({
  id: 'skout',
  name: 'Skout',
  category: 'dating',
  url: 'https://www.skout.com/',
  hosts: ['api.skout.com'],
  finding: 'account',
  silence:
    "The sign-up screen's new-member check, sent with the app's placeholder name before anything is created; no account is made and nothing is sent.",
  async run(ctx) {
    const params = new URLSearchParams({ email: ctx.query, name: 'notSet', brand: 'skout' })
    const res = await ctx.http.request(
      `https://api.skout.com/validations/Users_NewUserCheck?${params}`,
      {
        headers: {
          accept: 'application/json',
          'kissapi-brand': 'skout',
          'kissapi-device': 'android',
          'kissapi-app-package-id': 'com.skout.android',
          'kissapi-apptype': 'google',
        },
      },
    )
    if (res.status !== 200 && res.status !== 409) return unexpected(res)
    const answer = res.json<CheckAnswer>()
    if (res.status === 409) {
      if (typeof answer.statusMessage === 'string' && EMAIL_TAKEN.test(answer.statusMessage)) {
        return found(
          `statusMessage is ${JSON.stringify(answer.statusMessage)}`,
          buildRecord({ email: ctx.query }),
        )
      }
      // A conflict over another field says nothing about the address.
      return unrecognised('new-user check conflict')
    }
    if (answer.statusCode === 200) return notFound('field statusCode is 200')
    return unrecognised('new-user check answer')
  },
})
