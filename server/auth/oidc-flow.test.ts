import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/client.ts'
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts'
import { beginSignIn, signIn } from '../../tests/support/dev-sign-in.ts'
import { CookieJar } from '../../tests/support/cookie-jar.ts'
import { createSession } from './sessions.ts'
import { upsertUser } from './users.ts'
import { safeReturnTo } from './routes.ts'
import { freshPglite } from '../../tests/support/pglite-template.ts'

let database: Database
let server: TestServer

beforeAll(async () => {
  database = await freshPglite()
  server = await startTestServer(database)
})
afterAll(async () => {
  await server.close()
  await database.close()
})

const me = (jar: CookieJar) => jar.fetch(`${server.origin}/api/me`)

/** Where a failed callback sends the person, as a parsed URL. */
function homeError(res: Response) {
  expect(res.status).toBe(303)
  const location = new URL(res.headers.get('location') ?? '', server.origin)
  expect(location.pathname).toBe('/')
  return location.searchParams
}

describe('sign-in through the development OpenID Connect issuer', () => {
  it('asks for PKCE S256, state, nonce, offline access and forced consent', async () => {
    const { authorizeUrl } = await beginSignIn(server.origin)
    const q = authorizeUrl.searchParams
    expect(authorizeUrl.pathname).toBe('/dev-oidc/authorize')
    expect(q.get('code_challenge_method')).toBe('S256')
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(q.get('state')).toBeTruthy()
    expect(q.get('nonce')).toBeTruthy()
    expect(q.get('access_type')).toBe('offline')
    expect(q.get('prompt')).toBe('consent')
    expect(q.get('redirect_uri')).toBe(`${server.origin}/auth/callback`)
  })

  it('signs the person in, upserts the user with a 0-credit row, and starts a session', async () => {
    const jar = await signIn(server.origin, {
      email: 'Ada@Example.com',
      full_name: 'Ada Lovelace',
      given_name: 'Ada',
    })
    const res = await me(jar)
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body).toMatchObject({
      user: {
        email: 'ada@example.com',
        user_metadata: { full_name: 'Ada Lovelace', name: 'Ada Lovelace', given_name: 'Ada' },
      },
      credits: 0,
    })
    expect(new Date(body.user.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000)
  })

  it('sets the session cookie httpOnly and SameSite=Lax', async () => {
    const steps = await beginSignIn(server.origin)
    const res = await steps.callback(await steps.approve({ email: 'cookie@example.com' }))
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='))
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).not.toMatch(/Secure/i) // plain http origin; Secure is set behind https
  })

  it('signing in again as the same person keeps one user', async () => {
    const first = await (
      await me(await signIn(server.origin, { email: 'same@example.com', given_name: 'One' }))
    ).json()
    const second = await (
      await me(await signIn(server.origin, { email: 'same@example.com', given_name: 'Two' }))
    ).json()
    expect(second.user.id).toBe(first.user.id)
    expect(second.user.user_metadata.given_name).toBe('Two')
  })

  it('comes back to the page of ours the sign-in started from, never to another site', async () => {
    const cases = [
      ['/results/4f6c-search', '/results/4f6c-search'],
      ['/billing?tab=orders', '/billing?tab=orders'],
      ['//evil.example/path', '/'],
      ['/\\evil.example', '/'],
      ['https://evil.example/', '/'],
      ['javascript:alert(1)', '/'],
      ['', '/'],
    ]
    for (const [returnTo, landing] of cases) {
      const steps = await beginSignIn(server.origin, undefined, returnTo)
      const res = await steps.callback(await steps.approve({ email: 'back@example.com' }))
      expect(res.status, returnTo).toBe(303)
      expect(res.headers.get('location'), returnTo).toBe(landing)
    }
    expect(safeReturnTo('/results/x\nSet-Cookie: a=b')).toBe('/')
    expect(safeReturnTo(`/${'a'.repeat(600)}`)).toBe('/')
  })

  it('rejects a tampered state', async () => {
    const steps = await beginSignIn(server.origin)
    const callback = await steps.approve({ email: 'mallory@example.com' })
    callback.searchParams.set('state', 'forged-state')
    const params = homeError(await steps.callback(callback))
    expect(params.get('error')).toBeTruthy()
    expect(steps.jar.get('sid')).toBeUndefined()
  })

  it('rejects an ID token carrying another nonce', async () => {
    const steps = await beginSignIn(server.origin)
    const callback = await steps.approve(
      { email: 'mallory@example.com' },
      { nonce: 'attacker-nonce' },
    )
    homeError(await steps.callback(callback))
    expect(steps.jar.get('sid')).toBeUndefined()
  })

  it('rejects a code whose PKCE challenge does not match the verifier', async () => {
    const steps = await beginSignIn(server.origin)
    const callback = await steps.approve(
      { email: 'mallory@example.com' },
      { code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM' },
    )
    const params = homeError(await steps.callback(callback))
    expect(params.get('error')).toBe('invalid_grant')
    expect(steps.jar.get('sid')).toBeUndefined()
  })

  it('rejects a callback without the signed transaction cookie', async () => {
    const steps = await beginSignIn(server.origin)
    const callback = await steps.approve({ email: 'mallory@example.com' })
    const stranger = new CookieJar()
    const params = homeError(await stranger.fetch(callback.toString()))
    expect(params.get('error_code')).toBe('NO_TRANSACTION')
    expect(stranger.get('sid')).toBeUndefined()
  })

  it('rejects a forged (unsigned) transaction cookie', async () => {
    const steps = await beginSignIn(server.origin)
    const callback = await steps.approve({ email: 'mallory@example.com' })
    const tx = decodeURIComponent(steps.jar.get('oidc_tx') ?? '')
    const unsigned = tx.slice(0, tx.lastIndexOf('.'))
    steps.jar.set('oidc_tx', encodeURIComponent(`${unsigned}.forgedsignature`))
    homeError(await steps.callback(callback))
    expect(steps.jar.get('sid')).toBeUndefined()
  })

  it('accepts a code only once', async () => {
    const steps = await beginSignIn(server.origin)
    const callback = await steps.approve({ email: 'replay@example.com' })
    const first = await steps.callback(callback)
    expect(first.headers.get('location')).toBe('/')
    const again = await beginSignIn(server.origin)
    // Same code, fresh transaction: the issuer must refuse the spent code.
    const replay = new URL(callback)
    replay.searchParams.set('state', again.authorizeUrl.searchParams.get('state') ?? '')
    const params = homeError(await again.callback(replay))
    expect(params.get('error')).toBe('invalid_grant')
  })

  it('passes a provider error (access_denied) home with its parameters', async () => {
    const steps = await beginSignIn(server.origin)
    const callback = await steps.approve({ email: 'x@example.com' }, { action: 'cancel' })
    const params = homeError(await steps.callback(callback))
    expect(params.get('error')).toBe('access_denied')
    expect(params.get('error_code')).toBe('access_denied')
    expect(params.get('error_description')).toBeTruthy()
  })

  it('refuses an unregistered redirect_uri at the issuer', async () => {
    const { authorizeUrl } = await beginSignIn(server.origin)
    authorizeUrl.searchParams.set('redirect_uri', 'https://evil.example/callback')
    const res = await fetch(authorizeUrl)
    expect(res.status).toBe(400)
  })
})

describe('sessions', () => {
  it('/api/session answers 200 for everyone: the person when signed in, null otherwise', async () => {
    const session = (jar: CookieJar) => jar.fetch(`${server.origin}/api/session`)
    const visitor = await session(new CookieJar())
    expect(visitor.status).toBe(200)
    expect(await visitor.json()).toEqual({ me: null })

    const forged = new CookieJar()
    forged.set('sid', 'forged-token-that-was-never-issued')
    const stale = await session(forged)
    expect(stale.status).toBe(200)
    expect(await stale.json()).toEqual({ me: null })
    expect(stale.headers.getSetCookie().some((c) => c.startsWith('sid=;'))).toBe(true)

    const jar = await signIn(server.origin, { email: 'session@example.com', given_name: 'Sam' })
    const signedIn = await session(jar)
    expect(signedIn.headers.get('cache-control')).toBe('no-store')
    expect(await signedIn.json()).toMatchObject({
      me: { user: { email: 'session@example.com' }, credits: 0 },
    })
  })

  it('treats a forged session cookie as signed out', async () => {
    const jar = new CookieJar()
    jar.set('sid', 'forged-token-that-was-never-issued')
    const res = await me(jar)
    expect(res.status).toBe(401)
    expect(res.headers.getSetCookie().some((c) => c.startsWith('sid=;'))).toBe(true)
  })

  it('treats an expired session as signed out', async () => {
    const user = await upsertUser(database.db, {
      issuer: 'test',
      subject: 'expired',
      email: 'old@example.com',
      fullName: null,
      name: null,
      givenName: null,
    })
    const { token } = await createSession(database.db, user.id, 1000, new Date(Date.now() - 60_000))
    const jar = new CookieJar()
    jar.set('sid', token)
    expect((await me(jar)).status).toBe(401)
  })

  it('sign-out revokes the session on the server', async () => {
    const jar = await signIn(server.origin, { email: 'bye@example.com' })
    const token = jar.get('sid') ?? ''
    const out = await jar.fetch(`${server.origin}/api/auth/signout`, {
      method: 'POST',
      headers: { origin: server.origin },
    })
    expect(out.status).toBe(204)
    const replayed = new CookieJar()
    replayed.set('sid', token)
    expect((await me(replayed)).status).toBe(401)
  })

  it('refuses a cross-site sign-out', async () => {
    const jar = await signIn(server.origin, { email: 'csrf@example.com' })
    const res = await jar.fetch(`${server.origin}/api/auth/signout`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    })
    expect(res.status).toBe(403)
    expect((await me(jar)).status).toBe(200)
  })
})
