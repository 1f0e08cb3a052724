import { CookieJar } from './cookie-jar.ts'

export interface Identity {
  email: string
  full_name?: string
  given_name?: string
}

export interface SignInSteps {
  jar: CookieJar
  /** The authorization request the app sent the person to. */
  authorizeUrl: URL
  /** Posts the identity form; `override` tampers with the forwarded request. */
  approve(identity: Identity, override?: Record<string, string>): Promise<URL>
  /** Follows the provider's redirect back into the app. */
  callback(url: URL): Promise<Response>
}

/** What the development issuer's page posts to sign `identity` in, for `authorizeUrl`'s request. */
export function identityForm(authorizeUrl: URL, identity: Identity): Record<string, string> {
  return {
    ...Object.fromEntries(authorizeUrl.searchParams),
    email: identity.email,
    full_name: identity.full_name ?? '',
    given_name: identity.given_name ?? '',
    action: 'sign_in',
  }
}

/**
 * Starts a sign-in at the app (asking to come back to `returnTo`, when given) and stops at the
 * development issuer's identity page.
 */
export async function beginSignIn(
  origin: string,
  jar = new CookieJar(),
  returnTo?: string,
): Promise<SignInSteps> {
  const query = returnTo === undefined ? '' : `?${new URLSearchParams({ returnTo })}`
  const start = await jar.fetch(`${origin}/auth/google/start${query}`)
  if (start.status !== 303) throw new Error(`sign-in start answered ${start.status}`)
  const authorizeUrl = new URL(start.headers.get('location') ?? '')
  return {
    jar,
    authorizeUrl,
    async approve(identity, override = {}) {
      const form = new URLSearchParams({ ...identityForm(authorizeUrl, identity), ...override })
      const res = await jar.fetch(`${authorizeUrl.origin}${authorizeUrl.pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      })
      if (res.status !== 303)
        throw new Error(`identity form answered ${res.status}: ${await res.text()}`)
      return new URL(res.headers.get('location') ?? '')
    },
    callback: (url) => jar.fetch(url.toString()),
  }
}

/** The whole development sign-in; returns the jar holding the session cookie. */
export async function signIn(origin: string, identity: Identity): Promise<CookieJar> {
  const steps = await beginSignIn(origin)
  const res = await steps.callback(await steps.approve(identity))
  if (res.headers.get('location') !== '/')
    throw new Error(`sign-in ended at ${res.headers.get('location')}`)
  return steps.jar
}
