import type { FastifyInstance } from 'fastify'
import type { Config } from '../env.ts'
import type { Db } from '../db/client.ts'
import { requireUser } from '../auth/current-user.ts'
import { getCredits } from '../auth/users.ts'
import type { MeResponse, PublicConfig } from '../../shared/api.ts'

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

  /** The allow-listed part of the configuration that the browser may know. */
  app.get('/api/config', async (): Promise<PublicConfig> => ({
    supportEmail: config.supportEmail,
    signIn: deps.signIn,
    payments: deps.payments,
  }))

  app.get('/api/me', async (req, reply): Promise<MeResponse> => {
    reply.header('cache-control', 'no-store')
    const user = await requireUser(db, req, reply)
    const credits = await getCredits(db, user.id)
    return {
      user: {
        id: user.id,
        email: user.email,
        created_at: user.createdAt.toISOString(),
        user_metadata: { full_name: user.fullName, name: user.name, given_name: user.givenName },
      },
      credits,
    }
  })
}
