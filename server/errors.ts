import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify'
import { isDatabaseUnavailable } from './db/unavailable.ts'
import type { ApiErrorBody, ErrorCode } from '../shared/api.ts'
import { SERVICE_UNAVAILABLE_MESSAGE } from '../shared/service-unavailable.ts'

/**
 * The one error type routes throw; the handler below turns it into `{error, code}`, the code
 * one of the closed set the web app knows (shared/api.ts).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'AppError'
  }
}

export const unauthorized = () => new AppError(401, 'UNAUTHENTICATED', 'User not authenticated')

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How a request its route's schema refuses is answered: in the route's words (400), or
     * as a whole error (an id that is not one of ours names nothing: 404).
     */
    invalidRequest?: string | AppError
  }
}

/** Seconds a client should wait before trying again during an outage. */
export const UNAVAILABLE_RETRY_AFTER_S = 5

/** The driver's own words, without the wrappers (whose messages repeat the SQL). */
function innermostMessage(err: unknown): string {
  let e = err as { cause?: unknown; message?: unknown }
  while (e.cause instanceof Error) e = e.cause
  return String(e.message)
}

export function registerErrorHandler(app: FastifyInstance) {
  const sendAppError = (reply: FastifyReply, err: AppError) =>
    reply.code(err.statusCode).send({ error: err.message, code: err.code } satisfies ApiErrorBody)

  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) return sendAppError(reply, err)
    if (isDatabaseUnavailable(err)) {
      // An outage, not a bug: one short line, no stack, and a hint to come back.
      req.log.warn({ reason: innermostMessage(err) }, 'database unavailable')
      return reply
        .code(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S))
        .send({ error: SERVICE_UNAVAILABLE_MESSAGE, code: 'UNAVAILABLE' } satisfies ApiErrorBody)
    }
    if ((err as FastifyError).validation) {
      // A request its route's schema refused: the route says what to ask for, in its words.
      const invalid = req.routeOptions.config.invalidRequest
      if (invalid instanceof AppError) return sendAppError(reply, invalid)
      return reply.code(400).send({
        error: invalid ?? 'The request is not valid.',
        code: 'BAD_REQUEST',
      } satisfies ApiErrorBody)
    }
    const status = err.statusCode ?? 500
    if (status >= 500) {
      req.log.error({ err }, 'request failed')
      return reply.code(status).send({
        error: 'Something went wrong on our side.',
        code: 'INTERNAL',
      } satisfies ApiErrorBody)
    }
    // Fastify's own 4xx (bad JSON, body too large, rate limit): their messages are safe to
    // show; their codes are Fastify's own, so the reply carries ours.
    const code: ErrorCode =
      status === 429 ? 'RATE_LIMITED' : status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST'
    return reply.code(status).send({ error: err.message, code } satisfies ApiErrorBody)
  })
}
