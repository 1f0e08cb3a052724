import * as client from 'openid-client'
import type { IdentityClaims } from './users.ts'

export interface OidcProvider {
  issuer: string
  clientId: string
  clientSecret: string
  redirectUri: string
}

/** What must survive between the redirect to the provider and the callback. */
export interface SignInTransaction {
  state: string
  nonce: string
  codeVerifier: string
}

export class SignInError extends Error {
  constructor(
    readonly error: string,
    readonly errorCode: string,
    message: string,
  ) {
    super(message)
    this.name = 'SignInError'
  }
}

/**
 * Server-side OpenID Connect authorization-code flow with PKCE S256, state and nonce.
 * The same code serves Google and the development issuer: only the issuer URL differs.
 */
export function createOidcClient(provider: OidcProvider) {
  const issuer = new URL(provider.issuer)
  let configuration: Promise<client.Configuration> | undefined

  function getConfiguration() {
    configuration ??= client
      .discovery(issuer, provider.clientId, provider.clientSecret, undefined, {
        // Only the local development issuer is plain http; Google is https.
        execute: issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((err: unknown) => {
        configuration = undefined // try discovery again on the next sign-in
        throw err
      })
    return configuration
  }

  return {
    async begin(): Promise<{ url: string; transaction: SignInTransaction }> {
      const config = await getConfiguration()
      const codeVerifier = client.randomPKCECodeVerifier()
      const transaction = { state: client.randomState(), nonce: client.randomNonce(), codeVerifier }
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: provider.redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state: transaction.state,
        nonce: transaction.nonce,
        access_type: 'offline',
        prompt: 'consent',
      })
      return { url: url.toString(), transaction }
    },

    /** Exchanges the code, verifies the ID token, and returns who signed in. */
    async finish(callbackUrl: URL, transaction: SignInTransaction): Promise<IdentityClaims> {
      const config = await getConfiguration()
      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>
      try {
        tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: transaction.codeVerifier,
          expectedState: transaction.state,
          expectedNonce: transaction.nonce,
          idTokenExpected: true,
        })
      } catch (err) {
        if (
          err instanceof client.AuthorizationResponseError ||
          err instanceof client.ResponseBodyError
        ) {
          throw new SignInError(err.error, err.code, err.error_description ?? err.message)
        }
        const code = (err as { code?: string }).code ?? 'SIGN_IN_FAILED'
        throw new SignInError('server_error', code, (err as Error).message)
      }
      const claims = tokens.claims()
      if (!claims) throw new SignInError('server_error', 'NO_ID_TOKEN', 'No ID token was returned.')
      const email = typeof claims.email === 'string' ? claims.email : ''
      if (!email)
        throw new SignInError('access_denied', 'NO_EMAIL', 'The account has no email address.')
      const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null)
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email,
        fullName: text(claims.name),
        name: text(claims.name),
        givenName: text(claims.given_name),
      }
    },
  }
}

export type OidcClient = ReturnType<typeof createOidcClient>
