import { hostname } from 'node:os'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RequestRefusedError, createHttpClient } from './client.ts'
import { startLoopbackTraps, type LoopbackTraps } from '../testing/loopback-traps.ts'

let traps: LoopbackTraps

beforeAll(async () => {
  traps = await startLoopbackTraps()
})
afterAll(() => traps.close())

const inward = () => [
  `http://localhost:${traps.targetPort}/`,
  `http://127.0.0.1:${traps.targetPort}/`,
  `http://[::ffff:127.0.0.1]:${traps.targetPort}/`,
  `http://[::ffff:7f00:1]:${traps.targetPort}/`,
  `http://[0:0:0:0:0:ffff:7f00:1]:${traps.targetPort}/`,
  `http://2130706433:${traps.targetPort}/`,
  `http://0x7f.1:${traps.targetPort}/`,
  `http://[::1]:${traps.targetPort}/`,
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
      expect(traps.targetHits).toBe(0)
    } finally {
      await http.close()
    }
  })

  it('applies the same refusal through LOOKUP_PROXY, before anything reaches the proxy', async () => {
    const http = createHttpClient({ proxyUrl: `http://127.0.0.1:${traps.proxyPort}` })
    try {
      for (const url of inward()) {
        await expect(request(http, url), url).rejects.toThrow(RequestRefusedError)
      }
      // A name resolved here first: this machine's own name points inward (or nowhere).
      await expect(request(http, `http://${hostname()}:${traps.targetPort}/`)).rejects.toThrow()
      expect(traps.proxied).toEqual([])
      expect(traps.targetHits).toBe(0)

      // The proxy path itself works: a public target is handed to the proxy.
      await request(http, 'http://93.184.215.14/').catch(() => undefined)
      expect(traps.proxied).toHaveLength(1)
    } finally {
      await http.close()
    }
  })
})
