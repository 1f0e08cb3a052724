import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/client.ts'
import { requireUser } from '../auth/current-user.ts'
import type { BalanceStreams } from './balance-streams.ts'

/**
 * GET /api/credits/events: Server-Sent Events carrying the caller's balance, once at once
 * and again whenever it changes (on this instance or, on PostgreSQL, any other).
 */
export function registerCreditRoutes(
  app: FastifyInstance,
  deps: { db: Db; streams: BalanceStreams },
) {
  app.get('/api/credits/events', async (req, reply) => {
    const user = await requireUser(deps.db, req, reply)
    reply.hijack()
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    })
    deps.streams.open(user.id, reply.raw)
  })
}
