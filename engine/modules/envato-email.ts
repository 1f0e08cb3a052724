/**
 * Envato (Envato Elements, the Market's ThemeForest and CodeCanyon, Tuts+). POST
 * https://account.envato.com/api/public/validate_email with {"language_code":"en","email"} is
 * the sign-up form's address check: HTTP 204 with no body when the address may sign up, and
 * HTTP 422 {"error_message":"… already in use …"} when an Envato account holds it. Any other
 * 422 message (a refused address) is no verdict.
 *
 * Silent: the sign-up form validates the address before anything is created; it sends
 * nothing. Answer shape from public tool data (user-scanner), not verified live.
 */
import { objectOf, parseJson } from './_email/forms.ts'
import { buildRecord } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

const TAKEN = /already in use/i

export const envatoEmailModule = emailModule({
  id: 'envato-email',
  name: 'Envato',
  category: 'tech',
  url: 'https://elements.envato.com/',
  hosts: ['account.envato.com'],
  finding: 'account',
  silence: "The sign-up form's address validation, before anything is created; it sends nothing.",
  async run(ctx) {
    const res = await ctx.http.request('https://account.envato.com/api/public/validate_email', {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'x-client-version': '3.6.0',
        origin: 'https://elements.envato.com',
        referer: 'https://elements.envato.com/',
      },
      body: { language_code: 'en', email: ctx.query },
    })
    // 204 is the check's own "valid" answer: it carries nothing else.
    if (res.status === 204 && res.text.trim() === '') {
      return notFound('no content: the address passes the sign-up check')
    }
    if (res.status !== 422) return unexpected(res)
    const message = objectOf(parseJson(res.text))?.error_message
    if (typeof message === 'string' && TAKEN.test(message)) {
      return found(`error_message says "${message}"`, buildRecord({ email: ctx.query }))
    }
    return unrecognised('address check refusal')
  },
})
