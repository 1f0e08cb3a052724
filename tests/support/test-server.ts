import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { createApp, type AppDeps } from '../../server/app.ts'
import { loadConfig, type Config } from '../../server/env.ts'
import type { Database } from '../../server/db/client.ts'
import { freePort } from './free-port.ts'

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
  // Connections a client opened but never sent a request on: not idle to Node, they would
  // hold a close open until their headers timeout (60 s).
  const silent = new Set<Socket>()
  app.server.on('connection', (socket: Socket) => {
    silent.add(socket)
    socket.once('close', () => silent.delete(socket))
  })
  app.server.on('request', (req: IncomingMessage) => silent.delete(req.socket))
  return {
    app,
    config,
    origin,
    // As the server's own shutdown does: sockets that fall idle while it closes would
    // otherwise hold the close open until their keep-alive timeout.
    async close() {
      const reaper = setInterval(() => {
        app.server.closeIdleConnections()
        for (const socket of silent) socket.destroy()
      }, 100)
      try {
        await app.close()
      } finally {
        clearInterval(reaper)
      }
    },
  }
}
