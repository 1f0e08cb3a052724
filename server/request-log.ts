import { LogController, type FastifyRequest } from 'fastify'

/**
 * Request log lines for a share of requests only: every request logged costs a few hundred
 * bytes, which under load is gigabytes a day of lines nobody reads. Errors are logged by the
 * error handler whatever the share. The choice is by count, not chance, so a share of 0.01
 * logs exactly every hundredth request, and a request's two lines (incoming, completed)
 * always come together.
 */
export function requestLogSampler(share: number): LogController {
  const chosen = new WeakMap<FastifyRequest, boolean>()
  let seen = 0
  return new LogController({
    disableRequestLogging: (req) => {
      let logged = chosen.get(req)
      if (logged === undefined) {
        seen++
        logged = Math.floor(seen * share) !== Math.floor((seen - 1) * share)
        chosen.set(req, logged)
      }
      return !logged
    },
  })
}
