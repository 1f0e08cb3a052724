import type { FastifyInstance } from 'fastify'
import type { Config } from '../env.ts'
import type { Db } from '../db/client.ts'
import { optionalUser, requireUser } from '../auth/current-user.ts'
import type { UserRow } from '../auth/users.ts'
import { getCredits } from '../credits/balance.ts'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { MeResponse, PublicConfig, SessionResponse } from '../../shared/api.ts'

export function registerAccountRoutes(
  app: FastifyInstance,
  deps: {
    config: Config
    db: Db
    signIn: PublicConfig['signIn']
    payments: PublicConfig['payments']
  },
) {
  const { config, db } = deps
  const typed = app.withTypeProvider<ZodTypeProvider>()

  /** The allow-listed part of the configuration that the browser may know. */
  typed.get('/api/config', { schema: { response: { 200: PublicConfig } } }, async () => ({
    supportEmail: config.supportEmail,
    signIn: deps.signIn,
    payments: deps.payments,
  }))

  const meView = async (user: UserRow): Promise<MeResponse> => ({
    user: {
      id: user.id,
      email: user.email,
      created_at: user.createdAt.toISOString(),
      user_metadata: { full_name: user.fullName, name: user.name, given_name: user.givenName },
    },
    credits: await getCredits(db, user.id),
  })

  typed.get('/api/me', { schema: { response: { 200: MeResponse } } }, async (req, reply) => {
    reply.header('cache-control', 'no-store')
    return meView(await requireUser(db, req, reply))
  })

  // What the web app asks on every page: a visitor is an answer, not an error, so no 401
  // lands in the browser console of everyone who is not signed in.
  typed.get(
    '/api/session',
    { schema: { response: { 200: SessionResponse } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store')
      const user = await optionalUser(db, req, reply)
      return { me: user ? await meView(user) : null }
    },
  )
}
