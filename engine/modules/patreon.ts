/**
 * Patreon. POST https://www.patreon.com/api/email/available?json-api-version=1.0 with the
 * JSON:API document {"data":{"attributes":{"email"}}} answers
 * {"data":{"is_available": false}} when an account uses the address.
 *
 * Silent: the sign-up form's availability check. The newer /api/auth step is avoided on
 * purpose: for passwordless accounts it can mail a sign-in code.
 */
import { flagCheck } from './_email/account-check.ts'
import { unexpected } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

export const patreonModule = emailModule({
  id: 'patreon',
  name: 'Patreon',
  category: 'finance',
  url: 'https://www.patreon.com/',
  hosts: ['www.patreon.com'],
  silence:
    "The sign-up form's email-availability check. The newer sign-in step, which can mail a code to passwordless accounts, is never called.",
  async run(ctx) {
    const res = await ctx.http.request(
      'https://www.patreon.com/api/email/available?json-api-version=1.0',
      {
        method: 'POST',
        headers: {
          accept: 'application/vnd.api+json',
          'content-type': 'application/vnd.api+json',
          origin: 'https://www.patreon.com',
          referer: 'https://www.patreon.com/signup',
        },
        body: { data: { attributes: { email: ctx.query }, relationships: {} } },
      },
    )
    if (res.status !== 200) return unexpected(res)
    const available = res.json<{ data?: { is_available?: unknown } }>().data?.is_available
    return flagCheck(ctx.query, 'data.is_available', available, false, 'email availability answer')
  },
})
