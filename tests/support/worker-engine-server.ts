import { startServer } from '../../server/main.ts'

/**
 * Starts the server as `npm start` runs it, search workers and all, with search limits no test
 * reaches: its workers load the engine module at `engine` with `options`.
 */
export function startServerOverEngine(engine: URL, options: unknown) {
  process.env.SEARCH_LIMIT_PER_USER = '100'
  process.env.SEARCH_LIMIT_PER_IP = '1000'
  return startServer({
    searchWorkerEngine: { module: engine.href, options },
  })
}
