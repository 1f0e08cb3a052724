import { createSecureServer, type Http2SecureServer, type ServerHttp2Session } from 'node:http2'
import type { AddressInfo } from 'node:net'
import type { TLSSocket } from 'node:tls'
import { once } from 'node:events'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeFarmTls } from '../../scripts/bench/farm-tls.ts'
import { createHttpClient } from './client.ts'
import { startConnectProxy } from '../testing/connect-proxy.ts'

/**
 * Through LOOKUP_PROXY a platform is reached as it is straight: HTTP/2 where it offers it, and
 * a TLS session the next connection resumes instead of a full handshake. Without them a search
 * at full breadth through a proxy paid a whole handshake per request, on one thread.
 */
let platform: Http2SecureServer
let proxy: Awaited<ReturnType<typeof startConnectProxy>>
let port = 0
let ca = ''
const connections: { alpn: string | false | null; resumed: boolean }[] = []
/** What the platform holds open: HTTP/2 sessions, HTTP/1.1 connections. */
const open = new Set<{ destroy(): void }>()

beforeAll(async () => {
  const tls = await makeFarmTls(['localhost'])
  ca = tls.ca
  platform = createSecureServer({ cert: tls.cert, key: tls.key, allowHTTP1: true })
  platform.on('secureConnection', (socket: TLSSocket) => {
    connections.push({ alpn: socket.alpnProtocol, resumed: socket.isSessionReused() })
    if (socket.alpnProtocol !== 'h2') open.add(socket)
  })
  platform.on('session', (session: ServerHttp2Session) => open.add(session))
  platform.on('request', (_req, res) =>
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok'),
  )
  platform.listen(0, 'localhost')
  await once(platform, 'listening')
  port = (platform.address() as AddressInfo).port

  proxy = await startConnectProxy(port, 'localhost')
})

afterAll(async () => {
  await proxy.close()
  await new Promise((resolve) => platform.close(resolve))
})

describe('platforms reached through LOOKUP_PROXY', () => {
  it('speak HTTP/2 in the tunnel and resume the TLS session on the next connection', async () => {
    const http = createHttpClient({ proxyUrl: proxy.url, ca, allowPrivateAddresses: true })
    const site = http.forModule(['localhost'], new AbortController().signal)
    try {
      for (let i = 0; i < 2; i++) {
        const res = await site.request(`https://localhost:${port}/u/alice`)
        expect(res).toMatchObject({ status: 200, text: 'ok' })
        // The platform ends the connection, so the next request needs a new one.
        const tunnelsGone = [...proxy.sockets].map((socket) => once(socket, 'close'))
        for (const socket of open) socket.destroy()
        open.clear()
        await Promise.all(tunnelsGone)
      }
    } finally {
      await http.close()
    }
    expect(proxy.tunnels).toEqual([`localhost:${port}`, `localhost:${port}`])
    expect(connections).toEqual([
      { alpn: 'h2', resumed: false },
      { alpn: 'h2', resumed: true },
    ])
  })
})
