import type { FastifyError, FastifyInstance } from 'fastify'

/** The one error type routes throw; the handler below turns it into `{error, code}`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'AppError'
  }
}

export const unauthorized = () => new AppError(401, 'UNAUTHENTICATED', 'User not authenticated')

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      return reply.code(err.statusCode).send({ error: err.message, code: err.code })
    }
    const status = err.statusCode ?? 500
    if (status >= 500) {
      req.log.error({ err }, 'request failed')
      return reply
        .code(status)
        .send({ error: 'Something went wrong on our side.', code: 'INTERNAL' })
    }
    // Fastify's own 4xx (bad JSON, body too large, rate limit): their messages are safe to show.
    return reply.code(status).send({ error: err.message, code: err.code ?? 'BAD_REQUEST' })
  })
}
