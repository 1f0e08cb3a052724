import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { hostname } from 'node:os'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RequestRefusedError, createHttpClient } from './client.ts'

/** A listener on loopback that counts what reaches it: nothing may. */
let target: Server
let targetPort = 0
let targetHits = 0
/** A forward proxy on loopback that records each target it is asked for, and answers 502. */
let proxy: Server
let proxyPort = 0
const proxied: string[] = []

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  )

beforeAll(async () => {
  target = createServer((_req, res) => {
    targetHits++
    res.end('inside')
  })
  targetPort = await listen(target)
  proxy = createServer((req, res) => {
    proxied.push(req.url ?? '')
    res.writeHead(502).end()
  })
  proxy.on('connect', (req, socket) => {
    proxied.push(req.url ?? '')
    socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n')
  })
  proxyPort = await listen(proxy)
})
afterAll(async () => {
  await new Promise((r) => target.close(r))
  await new Promise((r) => proxy.close(r))
})

const inward = () => [
  `http://localhost:${targetPort}/`,
  `http://127.0.0.1:${targetPort}/`,
  `http://[::ffff:127.0.0.1]:${targetPort}/`,
  `http://[::ffff:7f00:1]:${targetPort}/`,
  `http://[0:0:0:0:0:ffff:7f00:1]:${targetPort}/`,
  `http://2130706433:${targetPort}/`,
  `http://0x7f.1:${targetPort}/`,
  `http://[::1]:${targetPort}/`,
  `http://169.254.169.254/latest/meta-data/`,
  `http://[::ffff:a9fe:a9fe]/latest/meta-data/`,
]

/** Declares exactly the host of each URL, as a module would, so only the address check can stop it. */
function request(http: ReturnType<typeof createHttpClient>, url: string) {
  return http
    .forModule([new URL(url).hostname], AbortSignal.timeout(5000))
    .request(url, { detectBlocks: false })
}

describe('outbound requests never reach this machine or its networks', () => {
  it('refuses loopback, private and metadata addresses in every notation', async () => {
    const http = createHttpClient()
    try {
      for (const url of inward()) {
        await expect(request(http, url), url).rejects.toThrow(RequestRefusedError)
      }
      expect(targetHits).toBe(0)
    } finally {
      await http.close()
    }
  })

  it('applies the same refusal through LOOKUP_PROXY, before anything reaches the proxy', async () => {
    const http = createHttpClient({ proxyUrl: `http://127.0.0.1:${proxyPort}` })
    try {
      for (const url of inward()) {
        await expect(request(http, url), url).rejects.toThrow(RequestRefusedError)
      }
      // A name resolved here first: this machine's own name points inward (or nowhere).
      await expect(request(http, `http://${hostname()}:${targetPort}/`)).rejects.toThrow()
      expect(proxied).toEqual([])
      expect(targetHits).toBe(0)

      // The proxy path itself works: a public target is handed to the proxy.
      await request(http, 'http://93.184.215.14/').catch(() => undefined)
      expect(proxied).toHaveLength(1)
    } finally {
      await http.close()
    }
  })
})
