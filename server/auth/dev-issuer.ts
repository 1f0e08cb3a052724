import { randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { exportJWK, generateKeyPair } from 'jose'
import { renderPicker } from './dev-issuer-page.ts'
import {
  AuthorizeFields,
  Discovery,
  Jwks,
  TOKEN_REPLIES,
  TokenFields,
  parseAuthorization,
} from './dev-issuer-request.ts'
import { issueToken, type IssuedCode, type TokenSigner } from './dev-issuer-token.ts'

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

export const DEV_ISSUER_PATH = '/dev-oidc'

const CODE_TTL_MS = 60_000
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export async function registerDevIssuer(app: FastifyInstance, options: DevIssuerOptions) {
  if (options.nodeEnv === 'production') {
    throw new Error('The development sign-in issuer refuses to run when NODE_ENV=production.')
  }
  const { issuerUrl, clientId, redirectUris } = options
  const { publicKey, privateKey } = await generateKeyPair('RS256')
  const kid = randomBytes(8).toString('hex')
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }
  const codes = new Map<string, IssuedCode>()
  const signer: TokenSigner = { ...options, kid, privateKey, codes }
  const client = { clientId, redirectUris }
  const base = DEV_ISSUER_PATH
  const typed = app.withTypeProvider<ZodTypeProvider>()

  const discovery = { schema: { response: { 200: Discovery } } }
  typed.get(`${base}/.well-known/openid-configuration`, discovery, async () => ({
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

  typed.get(`${base}/jwks`, { schema: { response: { 200: Jwks } } }, async () => ({ keys: [jwk] }))

  const refuse = (reply: FastifyReply, message: string) =>
    reply.code(400).type('text/plain; charset=utf-8').send(`Development sign-in: ${message}`)

  typed.get(
    `${base}/authorize`,
    { schema: { querystring: AuthorizeFields } },
    async (req, reply) => {
      const request = parseAuthorization(req.query, client)
      if (typeof request === 'string') return refuse(reply, request)
      return reply.type('text/html; charset=utf-8').send(renderPicker(request, base))
    },
  )

  typed.post(
    `${base}/authorize`,
    { schema: { body: AuthorizeFields.default({}) } },
    async (req, reply) => {
      const body = req.body
      const request = parseAuthorization(body, client)
      if (typeof request === 'string') return refuse(reply, request)
      const target = new URL(request.redirectUri)
      target.searchParams.set('state', request.state)
      if (body.action === 'cancel') {
        target.searchParams.set('error', 'access_denied')
        target.searchParams.set(
          'error_description',
          'The person cancelled the development sign-in.',
        )
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
    },
  )

  const token = { schema: { body: TokenFields.default({}), response: TOKEN_REPLIES } }
  typed.post(`${base}/token`, token, (req, reply) => issueToken(signer, req, req.body, reply))
}
