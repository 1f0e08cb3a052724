import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Two listeners on loopback for tests of the outbound guard: a target that counts what reaches it
 * (nothing may), and a forward proxy that records each target it is asked for and answers 502.
 */
export interface LoopbackTraps {
  targetPort: number
  /** Requests that reached the target. */
  readonly targetHits: number
  proxyPort: number
  /** Each target the proxy was asked for, plain or CONNECT, in order. */
  proxied: string[]
  close(): Promise<void>
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  )

const close = (server: Server) => new Promise((resolve) => server.close(resolve))

export async function startLoopbackTraps(): Promise<LoopbackTraps> {
  let targetHits = 0
  const proxied: string[] = []
  const target = createServer((_req, res) => {
    targetHits++
    res.end('inside')
  })
  const proxy = createServer((req, res) => {
    proxied.push(req.url ?? '')
    res.writeHead(502).end()
  })
  proxy.on('connect', (req, socket) => {
    proxied.push(req.url ?? '')
    socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n')
  })
  const targetPort = await listen(target)
  const proxyPort = await listen(proxy)
  return {
    targetPort,
    get targetHits() {
      return targetHits
    },
    proxyPort,
    proxied,
    close: async () => {
      await close(target)
      await close(proxy)
    },
  }
}
