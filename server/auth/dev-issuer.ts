import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { SignJWT, exportJWK, generateKeyPair } from 'jose'
import { escapeHtml } from '../html.ts'

/**
 * A small OpenID Connect issuer for development and tests, mounted at /dev-oidc.
 * It lets a person pick a test identity instead of a Google account, and speaks the same
 * protocol Google does (discovery, authorization code, PKCE S256, signed ID token), so the
 * app's real sign-in code runs unchanged against it.
 */
export interface DevIssuerOptions {
  issuerUrl: string
  clientId: string
  clientSecret: string
  redirectUris: string[]
  nodeEnv: string
}

interface AuthorizationRequest {
  clientId: string
  redirectUri: string
  state: string
  nonce: string
  codeChallenge: string
  scope: string
}

interface IssuedCode {
  request: AuthorizationRequest
  identity: { email: string; fullName: string; givenName: string }
  expiresAt: number
}

export const DEV_ISSUER_PATH = '/dev-oidc'

const PRESETS = [
  { email: 'ada@example.com', fullName: 'Ada Lovelace', givenName: 'Ada' },
  { email: 'grace@example.com', fullName: 'Grace Hopper', givenName: 'Grace' },
  { email: 'alan@example.com', fullName: 'Alan Turing', givenName: 'Alan' },
]

const CODE_TTL_MS = 60_000
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

export async function registerDevIssuer(app: FastifyInstance, options: DevIssuerOptions) {
  if (options.nodeEnv === 'production') {
    throw new Error('The development sign-in issuer refuses to run when NODE_ENV=production.')
  }
  const { issuerUrl, clientId, clientSecret, redirectUris } = options
  const { publicKey, privateKey } = await generateKeyPair('RS256')
  const kid = randomBytes(8).toString('hex')
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }
  const codes = new Map<string, IssuedCode>()

  const base = DEV_ISSUER_PATH
  app.get(`${base}/.well-known/openid-configuration`, async () => ({
    issuer: issuerUrl,
    authorization_endpoint: `${issuerUrl}/authorize`,
    token_endpoint: `${issuerUrl}/token`,
    jwks_uri: `${issuerUrl}/jwks`,
    response_types_supported: ['code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
    scopes_supported: ['openid', 'email', 'profile'],
    claims_supported: ['sub', 'email', 'email_verified', 'name', 'given_name'],
  }))

  app.get(`${base}/jwks`, async () => ({ keys: [jwk] }))

  /** Checks an authorization request; returns the problem in words, or the parsed request. */
  function parseRequest(q: Record<string, string | undefined>): AuthorizationRequest | string {
    if (q.client_id !== clientId) return 'Unknown client_id.'
    if (!q.redirect_uri || !redirectUris.includes(q.redirect_uri))
      return 'Unregistered redirect_uri.'
    if (q.response_type !== undefined && q.response_type !== 'code')
      return 'Only response_type=code is supported.'
    if (!q.code_challenge || q.code_challenge_method !== 'S256')
      return 'PKCE with S256 is required.'
    if (!q.state || !q.nonce) return 'state and nonce are required.'
    return {
      clientId,
      redirectUri: q.redirect_uri,
      state: q.state,
      nonce: q.nonce,
      codeChallenge: q.code_challenge,
      scope: q.scope ?? 'openid',
    }
  }

  const refuse = (reply: FastifyReply, message: string) =>
    reply.code(400).type('text/plain; charset=utf-8').send(`Development sign-in: ${message}`)

  app.get(`${base}/authorize`, async (req, reply) => {
    const request = parseRequest(req.query as Record<string, string>)
    if (typeof request === 'string') return refuse(reply, request)
    return reply.type('text/html; charset=utf-8').send(renderPicker(request))
  })

  app.post(`${base}/authorize`, async (req, reply) => {
    const body = (req.body ?? {}) as Record<string, string | undefined>
    const request = parseRequest(body)
    if (typeof request === 'string') return refuse(reply, request)
    const target = new URL(request.redirectUri)
    target.searchParams.set('state', request.state)
    if (body.action === 'cancel') {
      target.searchParams.set('error', 'access_denied')
      target.searchParams.set('error_description', 'The person cancelled the development sign-in.')
      return reply.redirect(target.toString(), 303)
    }
    const email = (body.email ?? '').trim().toLowerCase()
    if (!EMAIL.test(email) || email.length > 254)
      return refuse(reply, 'Enter a valid email address.')
    const fullName = (body.full_name ?? '').trim().slice(0, 200)
    const givenName = (body.given_name ?? '').trim().slice(0, 100)
    const code = randomBytes(24).toString('base64url')
    codes.set(code, {
      request,
      identity: { email, fullName, givenName },
      expiresAt: Date.now() + CODE_TTL_MS,
    })
    target.searchParams.set('code', code)
    return reply.redirect(target.toString(), 303)
  })

  app.post(`${base}/token`, async (req, reply) => {
    const body = (req.body ?? {}) as Record<string, string | undefined>
    const fail = (error: string, description: string, status = 400) =>
      reply
        .code(status)
        .header('cache-control', 'no-store')
        .send({ error, error_description: description })

    let id = body.client_id
    let secret = body.client_secret
    const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? '')
    if (basic?.[1]) {
      const [user, pass] = Buffer.from(basic[1], 'base64').toString('utf8').split(':')
      id = decodeURIComponent(user ?? '')
      secret = decodeURIComponent(pass ?? '')
    }
    if (id !== clientId || !secret || !sameSecret(secret, clientSecret)) {
      return fail('invalid_client', 'Client authentication failed.', 401)
    }
    if (body.grant_type !== 'authorization_code')
      return fail('unsupported_grant_type', 'Only authorization_code.')
    const issued = body.code ? codes.get(body.code) : undefined
    // A code is good once: delete it before any other check.
    if (body.code) codes.delete(body.code)
    if (!issued || issued.expiresAt < Date.now())
      return fail('invalid_grant', 'Unknown or expired code.')
    if (body.redirect_uri !== issued.request.redirectUri)
      return fail('invalid_grant', 'redirect_uri mismatch.')
    const challenge = createHash('sha256')
      .update(body.code_verifier ?? '')
      .digest('base64url')
    if (!body.code_verifier || challenge !== issued.request.codeChallenge) {
      return fail('invalid_grant', 'PKCE verification failed.')
    }

    const { email, fullName, givenName } = issued.identity
    const subject = `dev-${createHash('sha256').update(email).digest('hex').slice(0, 24)}`
    const idToken = await new SignJWT({
      nonce: issued.request.nonce,
      email,
      email_verified: true,
      ...(fullName ? { name: fullName } : {}),
      ...(givenName ? { given_name: givenName } : {}),
    })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(issuerUrl)
      .setSubject(subject)
      .setAudience(clientId)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey)
    return reply.header('cache-control', 'no-store').send({
      access_token: randomBytes(24).toString('base64url'),
      token_type: 'Bearer',
      expires_in: 3600,
      scope: issued.request.scope,
      id_token: idToken,
    })
  })

  function renderPicker(request: AuthorizationRequest): string {
    const hidden = [
      ['client_id', request.clientId],
      ['redirect_uri', request.redirectUri],
      ['state', request.state],
      ['nonce', request.nonce],
      ['code_challenge', request.codeChallenge],
      ['code_challenge_method', 'S256'],
      ['scope', request.scope],
    ]
      .map(([n, v]) => `<input type="hidden" name="${n}" value="${escapeHtml(v ?? '')}">`)
      .join('')
    const form = (inner: string, cls = '') =>
      `<form method="post" action="${base}/authorize" class="${cls}">${hidden}${inner}</form>`
    const presets = PRESETS.map((p) =>
      form(
        `<input type="hidden" name="email" value="${escapeHtml(p.email)}">` +
          `<input type="hidden" name="full_name" value="${escapeHtml(p.fullName)}">` +
          `<input type="hidden" name="given_name" value="${escapeHtml(p.givenName)}">` +
          `<button type="submit" class="preset"><strong>${escapeHtml(p.fullName)}</strong><span>${escapeHtml(p.email)}</span></button>`,
      ),
    ).join('')
    return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development sign-in</title>
<style>
body{font-family:system-ui,sans-serif;background:#fef3c7;margin:0;color:#1f2937}
.banner{background:#b45309;color:#fff;padding:12px 16px;font-weight:700;text-align:center}
main{max-width:440px;margin:32px auto;background:#fff;border-radius:16px;padding:24px;box-shadow:0 10px 30px rgba(0,0,0,.1)}
h1{font-size:1.4rem;margin:0 0 4px}p{color:#4b5563;margin:0 0 16px}
.preset{display:flex;flex-direction:column;align-items:flex-start;width:100%;padding:10px 14px;margin:0 0 8px;border:1px solid #d1d5db;border-radius:10px;background:#f9fafb;cursor:pointer;font:inherit}
.preset span{color:#6b7280;font-size:.9rem}
label{display:block;font-size:.9rem;margin:12px 0 4px;font-weight:600}
input[type=text],input[type=email]{width:100%;box-sizing:border-box;padding:10px;border:1px solid #d1d5db;border-radius:8px;font:inherit}
.row{display:flex;gap:8px;margin-top:16px}.row button{flex:1;padding:10px;border-radius:8px;border:0;font:inherit;font-weight:600;cursor:pointer}
.go{background:#7c3aed;color:#fff}.cancel{background:#e5e7eb}
</style></head><body>
<div class="banner" role="alert">DEVELOPMENT SIGN-IN: this is not Google. No real account is used.</div>
<main>
<h1>Pick a test identity</h1>
<p>This local sign-in stands in for Google while no Google client is configured.</p>
${presets}
${form(`<label for="email">Email</label><input id="email" type="email" name="email" required placeholder="you@example.com">
<label for="full_name">Full name</label><input id="full_name" type="text" name="full_name" placeholder="Ada Lovelace">
<label for="given_name">Given name</label><input id="given_name" type="text" name="given_name" placeholder="Ada">
<div class="row"><button class="go" type="submit" name="action" value="sign_in">Sign in as this person</button></div>`)}
${form(`<div class="row"><button class="cancel" type="submit" name="action" value="cancel" formnovalidate>Cancel</button></div>`)}
</main></body></html>`
  }
}
