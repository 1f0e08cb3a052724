import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from './db/client.ts'
import type { CreditsBus } from './credits/bus.ts'

const Alive = z.object({ ok: z.literal(true) })
/** Ready when all are: the database answers, the credits bus hears, searches can run. */
const Readiness = z.object({
  ok: z.boolean(),
  database: z.boolean(),
  bus: z.boolean(),
  searches: z.boolean(),
})

/** A readiness probe that takes longer than this counts as a failure. */
const READY_TIMEOUT_MS = 2000

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS)
  })
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), late])
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}

/**
 * GET /api/health is liveness: the process is up and answering, whatever the database is
 * doing (restarting the process would not bring the database back). GET /api/ready is what
 * a load balancer routes by: 200 only while the database answers, the credits bus hears and
 * searches can run (not while every search worker has failed as it started: a search would
 * fail and be refunded; the pool starts them again, and readiness follows).
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  deps: { db: Db; bus: CreditsBus; canSearch: () => boolean },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  typed.get('/api/health', { schema: { response: { 200: Alive } } }, async (_req, reply) => {
    reply.header('cache-control', 'no-store')
    return { ok: true as const }
  })
  typed.get(
    '/api/ready',
    { schema: { response: { 200: Readiness, 503: Readiness } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store')
      const database = await databaseAnswers(deps.db)
      const bus = deps.bus.ready()
      const searches = deps.canSearch()
      const ok = database && bus && searches
      return reply.code(ok ? 200 : 503).send({ ok, database, bus, searches })
    },
  )
}
