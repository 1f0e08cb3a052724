import type { LookupModule, ModuleContext, Outcome } from '../../types.ts'
import { emailModule } from './email-module.ts'
import { objectOf } from './forms.ts'
import { buildRecord } from '../_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from '../_shared/outcomes.ts'

/**
 * The registration validation API of Open edX sites (edX, FUN MOOC, …): POST
 * https://<lms>/api/user/v1/validation/registration with the form fields email and
 * form_field_key=email answers {"validation_decisions":{"email":"<decision>"}}. An empty
 * decision means the address may register; "It looks like <address> belongs to an existing
 * account. Try again with a different email address." (older releases: "… is already
 * associated with an existing … account") means an account holds it. Any other decision (a
 * malformed or refused address) is checked first by the platform and says nothing about an
 * account. The view is open to anonymous visitors, without a CSRF token, and rate limited
 * per address (HTTP 403 or 429).
 *
 * Silent: the registration form's per-field validation; it creates nothing and sends nothing.
 * Documented in Open edX's source (RegistrationValidationView); not verified live per site.
 */
const TAKEN = /belongs to an existing account|already associated with an existing/i

/** The Silent paragraph above, for every Open edX site's catalogue entry. */
export const OPEN_EDX_SILENCE =
  "The registration form's per-field validation (Open edX's registration validation API); it creates nothing and sends nothing."

export async function openEdxEmailDecision(ctx: ModuleContext, lms: string): Promise<Outcome> {
  const res = await ctx.http.request(`https://${lms}/api/user/v1/validation/registration`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      // Decisions are translated: English keeps them readable by this check.
      'accept-language': 'en',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ email: ctx.query, form_field_key: 'email' }).toString(),
  })
  if (res.status !== 200) return unexpected(res)
  const decision = objectOf(objectOf(res.json())?.validation_decisions)?.email
  if (decision === '')
    return notFound('validation_decisions.email is empty (the address may register)')
  if (typeof decision === 'string' && TAKEN.test(decision)) {
    return found(`validation_decisions.email says "${decision}"`, buildRecord({ email: ctx.query }))
  }
  return unrecognised('registration validation answer')
}

/** An Open edX site's catalogue entry: its public `url` and the LMS host that answers. */
export function openEdxEmailCheck(site: {
  id: string
  name: string
  url: string
  lms: string
}): LookupModule {
  return emailModule({
    id: site.id,
    name: site.name,
    category: 'education',
    url: site.url,
    hosts: [site.lms],
    finding: 'account',
    silence: OPEN_EDX_SILENCE,
    run: (ctx) => openEdxEmailDecision(ctx, site.lms),
  })
}
