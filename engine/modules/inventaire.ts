/**
 * Inventaire (inventaire.io), the book-sharing social network. GET
 * https://inventaire.io/api/auth?action=email-availability&email=… is the sign-up form's check:
 * HTTP 200 {"email":…,"status":"available"} when the address is free, HTTP 400
 * {"status":400,"status_verbose":"this email is already used",…} when an account holds it. An
 * address the server refuses as malformed answers 400 with another status_verbose.
 *
 * Silent: a public availability check of the registration form (Inventaire's
 * controllers/auth/availability); it creates nothing and sends no mail.
 *
 * Endpoint and answers from Inventaire's source (AGPL, read for facts only); not verified live.
 */
import { buildRecord } from './_shared/fields.ts'
import { found, notFound, sameName, unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

interface AvailabilityAnswer {
  email?: unknown
  status?: unknown
  status_verbose?: unknown
}

const TAKEN = 'this email is already used'

export const inventaireModule = emailModule({
  id: 'inventaire',
  name: 'Inventaire',
  category: 'social',
  url: 'https://inventaire.io/',
  hosts: ['inventaire.io'],
  finding: 'account',
  silence:
    "The registration form's public email-availability check; it creates nothing and sends no mail.",
  async run(ctx) {
    const params = new URLSearchParams({ action: 'email-availability', email: ctx.query })
    const res = await ctx.http.request(`https://inventaire.io/api/auth?${params}`, {
      headers: { accept: 'application/json' },
    })
    if (res.status !== 200 && res.status !== 400) return unexpected(res)
    const answer = res.json<AvailabilityAnswer>()
    if (res.status === 400) {
      if (answer.status_verbose === TAKEN) {
        return found(`status_verbose is "${TAKEN}"`, buildRecord({ email: ctx.query }))
      }
      // A malformed address or another refusal says nothing about an account.
      return unrecognised('availability refusal')
    }
    // The answer repeats the address it judged: it must be the one asked.
    if (answer.status === 'available' && sameName(answer.email, ctx.query)) {
      return notFound('field status is "available"')
    }
    return unrecognised('availability answer')
  },
})
