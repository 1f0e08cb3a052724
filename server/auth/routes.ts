import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../db/client.ts'
import { SignInError, type OidcClient, type SignInTransaction } from './oidc.ts'
import { SESSION_COOKIE, createSession, deleteSession } from './sessions.ts'
import { upsertUser } from './users.ts'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'

/** Where to come back to after signing in: checked by safeReturnTo, any text accepted here. */
const StartQuery = z.looseObject({ returnTo: z.string().optional() })
/** The sign-in in progress, as its signed cookie carries it. */
const PendingTransaction = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  returnTo: z.unknown().optional(),
})
/** The provider's answer: a code and state (read by openid-client from the URL), or an error. */
const CallbackQuery = z.looseObject({
  error: z.string().optional(),
  error_description: z.string().optional(),
})

const TX_COOKIE = 'oidc_tx'
const TX_TTL_S = 600

/** A page of ours to come back to after signing in ('/results/abc'); anything else is home. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > 500) return '/'
  // One leading slash, then printable ASCII without backslashes: '//evil.example' and
  // '/\evil.example' are other sites, and control characters do not belong in a header.
  if (!/^\/(?!\/)[!-~]*$/.test(value) || value.includes('\\')) return '/'
  return value
}

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: {
    /** The origin people reach the app at: callbacks resolve against it. */
    appOrigin: string
    /** How long a session lasts. */
    sessionTtlMs: number
    db: Db
    oidc: OidcClient
  },
) {
  const { appOrigin, sessionTtlMs, db, oidc } = deps
  const secure = appOrigin.startsWith('https:')

  /** Sends the person home with the error in the query string, as the landing page expects. */
  const failHome = (reply: FastifyReply, error: string, code: string, description: string) => {
    const params = new URLSearchParams({
      error,
      error_code: code,
      error_description: description.slice(0, 300),
    })
    return reply.redirect(`/?${params}`, 303)
  }

  type PendingSignIn = SignInTransaction & { returnTo?: string }

  const readTransaction = (req: FastifyRequest): PendingSignIn | null => {
    const raw = req.cookies[TX_COOKIE]
    if (!raw) return null
    const unsigned = req.unsignCookie(raw)
    if (!unsigned.valid || !unsigned.value) return null
    try {
      const tx = PendingTransaction.safeParse(JSON.parse(unsigned.value))
      if (tx.success) return { ...tx.data, returnTo: safeReturnTo(tx.data.returnTo) }
    } catch {
      // fall through: a malformed cookie is no transaction
    }
    return null
  }

  const typed = app.withTypeProvider<ZodTypeProvider>()
  typed.get(
    '/auth/google/start',
    {
      schema: { querystring: StartQuery },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      try {
        const { url, transaction } = await oidc.begin()
        const returnTo = safeReturnTo(req.query.returnTo)
        reply.setCookie(TX_COOKIE, JSON.stringify({ ...transaction, returnTo }), {
          path: '/auth',
          httpOnly: true,
          sameSite: 'lax',
          secure,
          signed: true,
          maxAge: TX_TTL_S,
        })
        return reply.redirect(url, 303)
      } catch (err) {
        req.log.error({ err }, 'sign-in could not start')
        return failHome(
          reply,
          'server_error',
          'PROVIDER_UNAVAILABLE',
          'The sign-in service could not be reached.',
        )
      }
    },
  )

  typed.get(
    '/auth/callback',
    {
      schema: { querystring: CallbackQuery },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      const transaction = readTransaction(req)
      reply.clearCookie(TX_COOKIE, { path: '/auth' })
      const query = req.query
      if (query.error) {
        return failHome(
          reply,
          query.error,
          query.error,
          query.error_description ?? 'Sign-in was not completed.',
        )
      }
      if (!transaction) {
        return failHome(
          reply,
          'invalid_request',
          'NO_TRANSACTION',
          'The sign-in attempt expired or was not started here.',
        )
      }
      try {
        const claims = await oidc.finish(new URL(req.url, appOrigin), transaction)
        const user = await upsertUser(db, claims)
        const session = await createSession(db, user.id, sessionTtlMs)
        reply.setCookie(SESSION_COOKIE, session.token, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure,
          expires: session.expiresAt,
        })
        return reply.redirect(transaction.returnTo ?? '/', 303)
      } catch (err) {
        if (err instanceof SignInError) {
          req.log.warn({ code: err.errorCode }, 'sign-in rejected')
          return failHome(reply, err.error, err.errorCode, err.message)
        }
        req.log.error({ err }, 'sign-in failed')
        return failHome(reply, 'server_error', 'SIGN_IN_FAILED', 'An unexpected error occurred.')
      }
    },
  )

  app.post('/api/auth/signout', async (req, reply) => {
    const token = req.cookies[SESSION_COOKIE]
    if (token) await deleteSession(db, token)
    reply.clearCookie(SESSION_COOKIE, { path: '/' })
    return reply.code(204).send()
  })
}
