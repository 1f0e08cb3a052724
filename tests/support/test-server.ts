import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import { createApp, type AppDeps } from '../../server/app.ts'
import { loadConfig, type Config } from '../../server/env.ts'
import type { Database } from '../../server/db/client.ts'
import { trackConnections } from '../../server/connections.ts'
import { freePort } from './free-port.ts'
import { freshPglite } from './pglite-template.ts'

export interface TestServer {
  app: FastifyInstance
  config: Config
  origin: string
  close(): Promise<void>
}

/** The real app on a loopback port, with the development issuer; what a browser would reach. */
export async function startTestServer(
  database: Database,
  env: Record<string, string> = {},
  deps: Partial<AppDeps> = {},
): Promise<TestServer> {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const config = loadConfig({ NODE_ENV: 'test', PORT: String(port), APP_ORIGIN: origin, ...env })
  const app = await createApp({ config, database, logger: false, ...deps })
  await app.listen({ port, host: '127.0.0.1' })
  const connections = trackConnections(app.server)
  return {
    app,
    config,
    origin,
    // As the server's own shutdown does: sockets that fall idle while it closes would
    // otherwise hold the close open until their keep-alive timeout.
    async close() {
      const reaper = setInterval(() => connections.closeIdle(), 100)
      try {
        await app.close()
      } finally {
        clearInterval(reaper)
      }
    },
  }
}

/**
 * The app on a fresh in-memory database for the tests of one file: both opened before the
 * first test and closed after the last.
 */
export function testServerForFile(env: Record<string, string> = {}, deps: Partial<AppDeps> = {}) {
  const started = {} as { database: Database; server: TestServer }
  beforeAll(async () => {
    started.database = await freshPglite()
    started.server = await startTestServer(started.database, env, deps)
  })
  afterAll(async () => {
    await started.server.close()
    await started.database.close()
  })
  return started
}
