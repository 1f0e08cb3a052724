import type { LookupModule, ModuleContext, Outcome } from '../../types.ts'
import { emailModule } from './email-module.ts'
import { flagCheck } from './account-check.ts'
import { objectOf } from './forms.ts'
import { unexpected } from '../_shared/outcomes.ts'

/** Why the sign-in check below is silent, for every Valnet site's catalogue entry. */
export const VALNET_SILENCE =
  "The sign-in dialog's first step, choosing between the password and sign-up forms; it sends nothing, and the newsletter option (subscribe=true) is left out."

/**
 * The sign-in check of Valnet's sites (How-To Geek, XDA, …): GET https://<site>/check-user-exists/
 * ?email=… answers {"userExists":true} or {"userExists":false}; the sign-in dialog asks it to
 * choose between the password and the sign-up step. The newsletter option some tools add
 * (subscribe=true) is left out: it could put the owner on a mailing list.
 */
export async function valnetUserExists(ctx: ModuleContext, host: string): Promise<Outcome> {
  const res = await ctx.http.request(
    `https://${host}/check-user-exists/?${new URLSearchParams({ email: ctx.query })}`,
    { headers: { accept: 'application/json, text/plain, */*', referer: `https://${host}/` } },
  )
  if (res.status !== 200) return unexpected(res)
  const answer = objectOf(res.json())
  return flagCheck(ctx.query, 'userExists', answer?.userExists, true, 'sign-in check answer')
}

/** A Valnet site's catalogue entry, asked at its own host. */
export function valnetEmailCheck(site: { id: string; name: string; host: string }): LookupModule {
  return emailModule({
    id: site.id,
    name: site.name,
    category: 'tech',
    url: `https://${site.host}/`,
    hosts: [site.host],
    finding: 'account',
    silence: VALNET_SILENCE,
    run: (ctx) => valnetUserExists(ctx, site.host),
  })
}
