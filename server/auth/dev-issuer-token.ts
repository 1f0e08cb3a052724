import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { SignJWT, type CryptoKey } from 'jose'
import type { AuthorizationRequest, TokenFields } from './dev-issuer-request.ts'

/** A code the development issuer handed out: good once, for a minute. */
export interface IssuedCode {
  request: AuthorizationRequest
  identity: { email: string; fullName: string; givenName: string }
  expiresAt: number
}

export interface TokenSigner {
  issuerUrl: string
  clientId: string
  clientSecret: string
  kid: string
  privateKey: CryptoKey
  codes: Map<string, IssuedCode>
}

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** The client as it authenticates: HTTP Basic, or client_id and client_secret posted. */
function clientOf(req: FastifyRequest, body: TokenFields) {
  const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? '')
  if (!basic?.[1]) return { id: body.client_id, secret: body.client_secret }
  const [user, pass] = Buffer.from(basic[1], 'base64').toString('utf8').split(':')
  return { id: decodeURIComponent(user ?? ''), secret: decodeURIComponent(pass ?? '') }
}

/**
 * The token endpoint: checks the client, the code (once), the redirect and PKCE exactly as
 * Google does, then signs an ID token for the identity picked on the issuer's page.
 */
export async function issueToken(
  signer: TokenSigner,
  req: FastifyRequest,
  body: TokenFields,
  reply: FastifyReply,
) {
  const fail = (error: string, description: string, status = 400) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .send({ error, error_description: description })

  const client = clientOf(req, body)
  if (
    client.id !== signer.clientId ||
    !client.secret ||
    !sameSecret(client.secret, signer.clientSecret)
  ) {
    return fail('invalid_client', 'Client authentication failed.', 401)
  }
  if (body.grant_type !== 'authorization_code')
    return fail('unsupported_grant_type', 'Only authorization_code.')
  const issued = body.code ? signer.codes.get(body.code) : undefined
  // A code is good once: delete it before any other check.
  if (body.code) signer.codes.delete(body.code)
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
    .setProtectedHeader({ alg: 'RS256', kid: signer.kid })
    .setIssuer(signer.issuerUrl)
    .setSubject(subject)
    .setAudience(signer.clientId)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(signer.privateKey)
  return reply.header('cache-control', 'no-store').send({
    access_token: randomBytes(24).toString('base64url'),
    token_type: 'Bearer',
    expires_in: 3600,
    scope: issued.request.scope,
    id_token: idToken,
  })
}
