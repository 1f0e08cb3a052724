import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../db/client.ts'
import { requireUser } from '../auth/current-user.ts'
import { AppError } from '../errors.ts'
import type { PaidSearches } from '../search/paid/paid-searches.ts'
import { SearchParams } from '../../shared/api.ts'
import {
  ReportExport,
  ReportVerification,
  SIGNING_KEY_PATH,
  type ReportVerification as Verification,
} from '../../shared/report-export.ts'
import { recheckTargets } from '../../shared/recheck.ts'
import { reportExport } from './report-export.ts'
import { signReport, verifyingKey, verifyReport, type SigningKey } from './report-signature.ts'

/** An export of a search at full breadth runs to a few hundred kB; this leaves room. */
const UPLOAD_LIMIT = 8 * 1024 * 1024

/**
 * What makes a report stand up: the deployment's public key (a JWK anyone may fetch), the
 * signed export of a search the server still holds, and the check of an uploaded export.
 */
export function registerReportRoutes(
  app: FastifyInstance,
  deps: {
    db: Db
    searches: Pick<PaidSearches, 'get'>
    key: SigningKey
    /** The deployment's origin, named in every export it signs. */
    origin: string
  },
) {
  const { db, key, origin } = deps
  const keyUrl = `${origin}${SIGNING_KEY_PATH}`
  const verifying = verifyingKey(key.publicJwk)
  const typed = app.withTypeProvider<ZodTypeProvider>()

  app.get(SIGNING_KEY_PATH, async (_req, reply) =>
    reply
      .header('cache-control', 'public, max-age=300')
      .header('access-control-allow-origin', '*')
      .type('application/jwk+json')
      .send(JSON.stringify(key.publicJwk)),
  )

  const noSuchSearch = () =>
    new AppError(404, 'SEARCH_NOT_FOUND', 'This search does not exist or has expired.')

  // Built and signed here from the search the server holds: the browser's copy of a report
  // is never what gets signed.
  typed.get(
    '/api/searches/:id/export',
    {
      schema: { params: SearchParams },
      preValidation: async (req, reply) => void (await requireUser(db, req, reply)),
      config: { invalidRequest: noSuchSearch() },
    },
    async (req, reply) => {
      const user = await requireUser(db, req, reply)
      const search = await deps.searches.get(req.params.id, user.id)
      if (!search) throw noSuchSearch()
      if (!search.results) throw new AppError(409, 'SEARCH_RUNNING', 'The search is still running.')
      const signed = signReport(
        reportExport({ type: search.type, query: search.query, results: search.results }, origin),
        key,
        { signedAt: new Date(), keyUrl },
      )
      return reply.header('cache-control', 'no-store').send(signed)
    },
  )

  typed.post(
    '/api/reports/verify',
    {
      bodyLimit: UPLOAD_LIMIT,
      schema: { body: z.unknown(), response: { 200: ReportVerification } },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store')
      const checked = verifyReport(req.body, verifying)
      const answer: Verification = { verdict: checked.verdict, deployment: origin }
      if (checked.verdict !== 'exact') return answer
      // Only what the signature vouches for is repeated back.
      const report = ReportExport.safeParse(req.body)
      if (!report.success) return { ...answer, verdict: 'unreadable' as const }
      const { type, query, completed_at, results } = report.data
      return {
        ...answer,
        signed_at: checked.signedAt,
        ...(completed_at ? { completed_at } : {}),
        type,
        query,
        found: recheckTargets(results).length,
      }
    },
  )
}
