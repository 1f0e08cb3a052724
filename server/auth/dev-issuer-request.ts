import { z } from 'zod'

/**
 * What the development issuer accepts: an authorization request (in the query string, or
 * posted back by its page) and a token request. Every field is optional text, so a request
 * missing one gets the issuer's own words for it rather than a schema error.
 */
const text = z.string().optional()

export const AuthorizeFields = z.object({
  client_id: text,
  redirect_uri: text,
  response_type: text,
  code_challenge: text,
  code_challenge_method: text,
  state: text,
  nonce: text,
  scope: text,
  action: text,
  email: text,
  full_name: text,
  given_name: text,
})
export type AuthorizeFields = z.infer<typeof AuthorizeFields>

export const TokenFields = z.object({
  client_id: text,
  client_secret: text,
  grant_type: text,
  code: text,
  redirect_uri: text,
  code_verifier: text,
})
export type TokenFields = z.infer<typeof TokenFields>

/** What the token endpoint answers: tokens, or OAuth's error fields. */
export const TokenReply = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number(),
  scope: z.string(),
  id_token: z.string(),
})
export const TokenError = z.object({ error: z.string(), error_description: z.string() })
export const TOKEN_REPLIES = { 200: TokenReply, 400: TokenError, 401: TokenError }

/** The discovery document and the keys, as openid-client reads them. */
export const Discovery = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  jwks_uri: z.string(),
  response_types_supported: z.array(z.string()),
  subject_types_supported: z.array(z.string()),
  id_token_signing_alg_values_supported: z.array(z.string()),
  code_challenge_methods_supported: z.array(z.string()),
  token_endpoint_auth_methods_supported: z.array(z.string()),
  scopes_supported: z.array(z.string()),
  claims_supported: z.array(z.string()),
})
export const Jwks = z.object({ keys: z.array(z.looseObject({ kid: z.string(), alg: z.string() })) })

export interface AuthorizationRequest {
  clientId: string
  redirectUri: string
  state: string
  nonce: string
  codeChallenge: string
  scope: string
}

/** Checks an authorization request; the problem in words, or the parsed request. */
export function parseAuthorization(
  q: AuthorizeFields,
  client: { clientId: string; redirectUris: readonly string[] },
): AuthorizationRequest | string {
  if (q.client_id !== client.clientId) return 'Unknown client_id.'
  if (!q.redirect_uri || !client.redirectUris.includes(q.redirect_uri))
    return 'Unregistered redirect_uri.'
  if (q.response_type !== undefined && q.response_type !== 'code')
    return 'Only response_type=code is supported.'
  if (!q.code_challenge || q.code_challenge_method !== 'S256') return 'PKCE with S256 is required.'
  if (!q.state || !q.nonce) return 'state and nonce are required.'
  return {
    clientId: client.clientId,
    redirectUri: q.redirect_uri,
    state: q.state,
    nonce: q.nonce,
    codeChallenge: q.code_challenge,
    scope: q.scope ?? 'openid',
  }
}
