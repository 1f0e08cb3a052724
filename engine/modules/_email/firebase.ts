import type { Category, LookupModule, ModuleContext, Outcome } from '../../types.ts'
import { rateLimited } from '../_shared/blocks.ts'
import { buildRecord, pv } from '../_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from '../_shared/outcomes.ts'
import { emailModule } from './email-module.ts'

/** A site whose accounts live in Firebase Authentication, as its own web pages call it. */
export interface FirebaseSite {
  /** The site's Firebase web API key: public, shipped in its pages, not a secret of ours. */
  apiKey: string
  /** The site's own origin, sent as its pages send it (e.g. https://www.example.com). */
  origin: string
}

interface CreateAuthUriAnswer {
  kind?: string
  registered?: unknown
  signinMethods?: unknown
  error?: { code?: number; message?: string }
}

/** Why the lookup is silent (see createAuthUri), for every Firebase site's catalogue entry. */
export const FIREBASE_SILENCE =
  "Firebase's sign-in-methods lookup, which the sign-in dialog makes to pick password or provider sign-in; it sends nothing (the mailing calls are never made)."

/** Firebase's own words for "slow down": a quota or too many attempts. */
const QUOTA = /QUOTA_EXCEEDED|TOO_MANY_ATTEMPTS/

/**
 * POST https://identitytoolkit.googleapis.com/v1/accounts:createAuthUri with
 * {"identifier", "continueUri"} answers {"kind": "identitytoolkit#CreateAuthUriResponse",
 * "registered": true | false, "signinMethods": […]}: the sign-in methods Firebase knows for
 * the address. It is the lookup behind fetchSignInMethodsForEmail, which sends nothing (the
 * mailing calls are accounts:sendOobCode and the like, never made here). A project with
 * email enumeration protection leaves "registered" out: that is no verdict.
 */
export async function createAuthUri(ctx: ModuleContext, site: FirebaseSite): Promise<Outcome> {
  const res = await ctx.http.request(
    `https://identitytoolkit.googleapis.com/v1/accounts:createAuthUri?${new URLSearchParams({ key: site.apiKey })}`,
    {
      method: 'POST',
      headers: {
        accept: 'application/json',
        origin: site.origin,
        referer: `${site.origin}/`,
        'x-client-version': 'Chrome/JsCore/10.14.1/FirebaseCore-web',
      },
      body: { identifier: ctx.query, continueUri: `${site.origin}/` },
    },
  )
  // Firebase answers a refused request with 400 and its reason in the body.
  if (res.status !== 200 && res.status !== 400) return unexpected(res)
  const answer = res.json<CreateAuthUriAnswer>()
  if (QUOTA.test(answer.error?.message ?? '')) rateLimited('Firebase quota for this site reached')
  if (res.status !== 200) return unexpected(res)
  if (answer.kind !== 'identitytoolkit#CreateAuthUriResponse') return unrecognised('sign-in lookup')
  if (answer.registered === false) return notFound('field registered is false')
  if (answer.registered !== true) return unrecognised('sign-in lookup without "registered"')
  const methods = Array.isArray(answer.signinMethods)
    ? answer.signinMethods.filter((m): m is string => typeof m === 'string')
    : []
  return found(
    'field registered is true',
    buildRecord({ email: ctx.query }, [
      pv.str('signin_methods', 'Sign-in methods', methods.join(', ')),
    ]),
  )
}

/** A site's catalogue entry: its sign-in lookup asked of Firebase as its own pages ask it. */
export function firebaseEmailCheck(
  site: FirebaseSite & { id: string; name: string; category: Category },
): LookupModule {
  return emailModule({
    id: site.id,
    name: site.name,
    category: site.category,
    url: '',
    hosts: ['identitytoolkit.googleapis.com'],
    finding: 'account',
    silence: FIREBASE_SILENCE,
    run: (ctx) => createAuthUri(ctx, site),
  })
}
