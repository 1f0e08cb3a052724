import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { createHttpClient } from './http/client.ts'
import {
  FOUND,
  NOT_FOUND,
  bareSearch,
  collect,
  fakeModule as fake,
  resultsOf,
} from './testing/fake-module.ts'
import type { LookupModule } from './types.ts'
import { cleanupsAfterEach } from './testing/cleanups.ts'

const cleanups = cleanupsAfterEach()

/** A search of `modules` the test stops when it likes; `messages` settles once it has ended. */
function stoppableSearch(modules: LookupModule[], http: ReturnType<typeof createHttpClient>) {
  const controller = new AbortController()
  const messages = collect(bareSearch({ modules, http, signal: controller.signal }))
  return { messages, stop: () => controller.abort() }
}

/** A client that may reach loopback, closed after the test. */
function loopbackClient(options: Parameters<typeof createHttpClient>[0] = {}) {
  const http = createHttpClient({ allowPrivateAddresses: true, ...options })
  cleanups.push(() => http.close())
  return http
}

describe('runSearch against a real loopback server', () => {
  /** A platform that never answers and tells us when each request arrives and is cut off. */
  async function silentServer() {
    const open = new Set<IncomingMessage>()
    const arrived: (() => void)[] = []
    const closed: (() => void)[] = []
    const server: Server = createServer((req) => {
      open.add(req)
      arrived.shift()?.()
      req.socket.on('close', () => {
        open.delete(req)
        closed.shift()?.()
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections()
          server.close(() => resolve())
        }),
    )
    const { port } = server.address() as AddressInfo
    const waitFor = (list: (() => void)[], n: number) =>
      Promise.all(Array.from({ length: n }, () => new Promise<void>((r) => list.push(r))))
    return {
      port,
      open,
      arrivals: (n: number) => waitFor(arrived, n),
      closes: (n: number) => waitFor(closed, n),
    }
  }

  function requester(id: string, port: number): LookupModule {
    return fake(
      id,
      async (ctx) => {
        const res = await ctx.http.request(
          `http://127.0.0.1:${port}/${id}/${encodeURIComponent(ctx.query)}`,
        )
        return res.status === 200 ? FOUND : NOT_FOUND
      },
      { hosts: ['127.0.0.1'], url: `http://127.0.0.1:${port}/${id}/{}` },
    )
  }

  it('cancels every outbound request at once when the search is aborted', async () => {
    const server = await silentServer()
    const http = loopbackClient()
    const modules = Array.from({ length: 5 }, (_, i) => requester(`m${i}`, server.port))
    const arrived = server.arrivals(5)
    const cutOff = server.closes(5)

    const search = stoppableSearch(modules, http)
    await arrived
    expect(server.open.size).toBe(5)
    const abortedAt = Date.now()
    search.stop()
    const messages = await search.messages
    await cutOff
    expect(Date.now() - abortedAt).toBeLessThan(2000)
    expect(server.open.size).toBe(0)
    expect(messages.some((m) => m.type === 'complete')).toBe(false)
  })

  it('cancels outstanding requests when the consumer stops reading', async () => {
    const server = await silentServer()
    const http = loopbackClient()
    const modules = [
      fake('instant', async () => FOUND),
      ...Array.from({ length: 3 }, (_, i) => requester(`hang${i}`, server.port)),
    ]
    const arrived = server.arrivals(3)
    const cutOff = server.closes(3)
    for await (const message of bareSearch({
      query: 'bob',
      modules,
      http,
    })) {
      expect(message).toMatchObject({ type: 'result', data: { module: 'instant' } })
      await arrived
      break
    }
    await cutOff
    expect(server.open.size).toBe(0)
  })

  it('sends every check at once: only a platform’s own connection cap holds its requests', async () => {
    const silent = await silentServer()
    // 300 checks, more than any cap across platforms used to allow, and all to one platform
    // whose own cap is 300: every one of them must be in flight together.
    const http = loopbackClient({ maxSocketsPerHost: 300 })
    const arrived = silent.arrivals(300)
    const modules = Array.from({ length: 300 }, (_, i) => requester(`h${i}`, silent.port))
    const search = stoppableSearch(modules, http)
    await arrived
    expect(silent.open.size).toBe(300)
    search.stop()
    await search.messages
  })

  it('makes its own client through LOOKUP_PROXY when none is given', async () => {
    const tunnels: string[] = []
    const proxy = createServer()
    proxy.on('connect', (req, socket) => {
      tunnels.push(req.url ?? '')
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n')
    })
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    cleanups.push(() => new Promise((resolve) => proxy.close(resolve)))
    const { port } = proxy.address() as AddressInfo
    // A public address literal: the client resolves targets before tunnelling, and this
    // one needs no DNS.
    const modules = [
      fake(
        'proxied',
        async (ctx) => {
          await ctx.http.request(`https://93.184.215.14/${encodeURIComponent(ctx.query)}`)
          return FOUND
        },
        { hosts: ['93.184.215.14'] },
      ),
    ]
    const messages = await collect(
      bareSearch({
        modules,
        env: { LOOKUP_PROXY: `http://127.0.0.1:${port}` },
      }),
    )
    expect(tunnels).toEqual(['93.184.215.14:443'])
    expect(resultsOf(messages)[0]).toMatchObject({ status: 'error' })
  })
})
