import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Db } from '../db/client.ts'
import type { Mailer } from '../mail/mailer.ts'
import { requireUser } from '../auth/current-user.ts'
import { AppError } from '../errors.ts'
import { checkSearchQuery } from '../../shared/search-query.ts'
import {
  NewWatch,
  WatchChange,
  WatchParams,
  WatchVerification,
  WatchView,
  WatchViews,
} from '../../shared/api.ts'
import { hashVerifyToken, newVerifyToken, type WatchAddresses } from './watch-address.ts'
import { verificationMail } from './watch-mails.ts'
import {
  MAX_WATCHES,
  createOrRenew,
  latestRuns,
  remove,
  update,
  verify,
  watchesOf,
  type WatchRow,
  type WatchRunRow,
} from './watch-rows.ts'

export const VERIFY_PATH = '/watches/verify'

/** Parse, authorise, act on the person's own watches only; another's look like none. */
export function registerWatchRoutes(
  app: FastifyInstance,
  deps: {
    db: Db
    addresses: WatchAddresses
    mailer: Mailer
    appOrigin: string
    /** A watch became due now (verified, resumed): look for due runs at once. */
    onDue: () => void
  },
) {
  const { db, addresses } = deps
  const typed = app.withTypeProvider<ZodTypeProvider>()

  const noSuchWatch = () =>
    new AppError(404, 'NOT_FOUND', 'This watch does not exist (or is not yours).')

  const view = (row: WatchRow, run: WatchRunRow | undefined): WatchView => ({
    id: row.id,
    address: addresses.open(row.sealedAddress),
    schedule: row.schedule,
    state: row.state,
    paused_for: row.pausedFor,
    next_run_at: row.state === 'active' ? (row.nextRunAt?.toISOString() ?? null) : null,
    created_at: row.createdAt.toISOString(),
    last_run:
      run && run.outcome !== 'running'
        ? {
            at: (run.finishedAt ?? run.startedAt).toISOString(),
            outcome: run.outcome,
            found: run.found.map((id) => run.names[id] ?? id),
            new: run.newSince.map((id) => run.names[id] ?? id),
            gone: run.goneSince.map((id) => run.names[id] ?? id),
            compared: run.compared,
            could_not_tell: run.couldNotTell.length,
          }
        : null,
  })
  const viewOne = async (row: WatchRow) => view(row, (await latestRuns(db, [row.id])).get(row.id))

  typed.get('/api/watches', { schema: { response: { 200: WatchViews } } }, async (req, reply) => {
    const user = await requireUser(db, req, reply)
    const rows = await watchesOf(db, user.id)
    const runs = await latestRuns(
      db,
      rows.map((r) => r.id),
    )
    reply.header('cache-control', 'no-store')
    return rows.map((row) => view(row, runs.get(row.id)))
  })

  typed.post(
    '/api/watches',
    {
      schema: { body: NewWatch, response: { 201: WatchView } },
      config: {
        invalidRequest: 'Send the address to watch.',
        // Each creation may send a mail: a person cannot make the app mail anyone much.
        rateLimit: { max: 10, timeWindow: '1 hour' },
      },
    },
    async (req, reply) => {
      const user = await requireUser(db, req, reply)
      const check = checkSearchQuery('email', req.body.address)
      if (!check.ok) throw new AppError(400, 'INVALID_QUERY', check.message)
      const address = check.query
      const { token, hash } = newVerifyToken()
      const created = await createOrRenew(
        db,
        {
          userId: user.id,
          sealedAddress: addresses.seal(address),
          addressKey: addresses.key(address),
          schedule: req.body.schedule ?? 'weekly',
        },
        hash,
      )
      if (!created.ok) {
        if (created.reason === 'verified')
          throw new AppError(400, 'BAD_REQUEST', "You're already watching this address.")
        if (created.reason === 'too-soon')
          throw new AppError(
            429,
            'RATE_LIMITED',
            'We just sent a link to this address. Give it a minute before asking for another.',
          )
        throw new AppError(
          400,
          'BAD_REQUEST',
          `You can have ${MAX_WATCHES} watches at most. Delete one to add another.`,
        )
      }
      const link = `${deps.appOrigin}${VERIFY_PATH}?token=${token}`
      try {
        await deps.mailer.send(verificationMail(address, link, created.watch.schedule, user.email))
      } catch (err) {
        req.log.warn({ err }, 'verification mail not sent')
        throw new AppError(
          503,
          'UNAVAILABLE',
          "We couldn't send the link just now. Try again in a minute.",
        )
      }
      return reply.code(201).send(await viewOne(created.watch))
    },
  )

  typed.post(
    '/api/watches/verify',
    {
      schema: { body: WatchVerification, response: { 200: WatchView } },
      config: { invalidRequest: 'This link is not a watch link.' },
    },
    async (req, reply) => {
      const user = await requireUser(db, req, reply)
      const row = await verify(db, user.id, hashVerifyToken(req.body.token))
      if (!row)
        throw new AppError(
          404,
          'NOT_FOUND',
          'This link has expired, was already used, or belongs to another account.',
        )
      deps.onDue()
      return reply.send(await viewOne(row))
    },
  )

  /** Signed in first (401), then the id: one that is not a UUID names no watch (404). */
  const aWatch = {
    preValidation: async (req: FastifyRequest, reply: FastifyReply) => {
      await requireUser(db, req, reply)
    },
    config: { invalidRequest: noSuchWatch() },
  }

  typed.patch(
    '/api/watches/:id',
    { schema: { params: WatchParams, body: WatchChange, response: { 200: WatchView } }, ...aWatch },
    async (req, reply) => {
      const user = await requireUser(db, req, reply)
      const row = await update(db, user.id, req.params.id, req.body)
      if (!row) throw noSuchWatch()
      if (row.state === 'active') deps.onDue()
      return reply.send(await viewOne(row))
    },
  )

  typed.delete(
    '/api/watches/:id',
    { schema: { params: WatchParams }, ...aWatch },
    async (req, reply) => {
      const user = await requireUser(db, req, reply)
      if (!(await remove(db, user.id, req.params.id))) throw noSuchWatch()
      return reply.code(204).send()
    },
  )
}
