import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/client.ts'
import { requireUser } from '../auth/current-user.ts'
import { getCredits } from '../auth/users.ts'
import type { CreditsBus } from './bus.ts'

const HEARTBEAT_MS = 25_000

/**
 * GET /api/credits/events: Server-Sent Events carrying the caller's balance, once at once
 * and again whenever it changes (on this instance or, on PostgreSQL, any other).
 */
export function registerCreditRoutes(app: FastifyInstance, deps: { db: Db; bus: CreditsBus }) {
  app.get('/api/credits/events', async (req, reply) => {
    const user = await requireUser(deps.db, req, reply)
    reply.hijack()
    const res = reply.raw
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    })
    let closed = false
    let sending = Promise.resolve()
    const send = () => {
      // Chain reads so balances go out in the order they were read.
      sending = sending.then(async () => {
        if (closed) return
        try {
          const credits = await getCredits(deps.db, user.id)
          if (!closed) res.write(`event: balance\ndata: ${JSON.stringify({ credits })}\n\n`)
        } catch (err) {
          req.log.warn({ err }, 'balance event failed')
        }
      })
    }
    const unsubscribe = deps.bus.subscribe(user.id, send)
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS)
    res.write('retry: 5000\n\n')
    send()
    const close = () => {
      if (closed) return
      closed = true
      clearInterval(heartbeat)
      unsubscribe()
    }
    req.raw.on('close', close)
    res.on('close', close)
  })
}
