import { createServer as createTcpServer, type Server, type Socket } from 'node:net'
import { createServer as createHttpsServer } from 'node:https'
import { createSecureServer } from 'node:http2'
import type { AddressInfo } from 'node:net'
import type { TLSSocket } from 'node:tls'
import { once } from 'node:events'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { makeFarmTls, type FarmTls } from '../../scripts/bench/farm-tls.ts'
import { createHttpClient } from './client.ts'

/**
 * A check and its self-tests, and the same platform in searches started together, reach a
 * platform that speaks HTTP/2 over one connection: one handshake, one open file. One that
 * speaks only HTTP/1.1 gets a connection per request in flight, never a pipeline.
 */
let tls: FarmTls
const closers: (() => Promise<void>)[] = []

beforeAll(async () => {
  tls = await makeFarmTls(['localhost'])
})
afterAll(async () => {
  for (const close of closers) await close()
})

/**
 * A platform on loopback that answers each request after `delayMs`, counting connections:
 * made, resumed, open.
 */
async function platform(speaks: 'h2' | 'h1', delayMs = 20) {
  const seen = { connections: 0, resumed: 0, open: 0, mostAtOnceOnOne: 0 }
  const inFlight = new Map<unknown, number>()
  const answer = (
    req: { socket: unknown; on(event: 'close', f: () => void): void },
    res: { writeHead(status: number): { end(body: string): void } },
  ) => {
    const socket = req.socket
    const now = (inFlight.get(socket) ?? 0) + 1
    inFlight.set(socket, now)
    seen.mostAtOnceOnOne = Math.max(seen.mostAtOnceOnOne, now)
    setTimeout(() => {
      inFlight.set(socket, (inFlight.get(socket) ?? 1) - 1)
      res.writeHead(200).end('ok')
    }, delayMs)
  }
  const server =
    speaks === 'h2'
      ? createSecureServer({ cert: tls.cert, key: tls.key, allowHTTP1: true }, (req, res) =>
          // Over HTTP/2 each stream has its own socket object; the session is the connection.
          answer({ socket: req.stream.session, on: () => undefined }, res),
        )
      : createHttpsServer({ cert: tls.cert, key: tls.key }, (req, res) => answer(req, res))
  const open = new Set<{ destroy(): void }>()
  server.on('secureConnection', (socket: TLSSocket) => {
    seen.connections++
    if (socket.isSessionReused()) seen.resumed++
    seen.open++
    open.add(socket)
    socket.on('close', () => seen.open--)
  })
  server.listen(0, 'localhost')
  await once(server, 'listening')
  closers.push(async () => {
    for (const socket of open) socket.destroy()
    await new Promise((resolve) => server.close(resolve))
  })
  return { url: `https://localhost:${(server.address() as AddressInfo).port}/u/ada`, seen }
}

/** A port that takes the TCP connection and never answers the TLS handshake. */
async function silentPort() {
  const sockets = new Set<Socket>()
  const server: Server = createTcpServer((socket) => sockets.add(socket))
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  closers.push(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => server.close(resolve))
  })
  return `https://localhost:${(server.address() as AddressInfo).port}/u/ada`
}

function client(options: { idleCloseMs?: number } = {}) {
  const http = createHttpClient({ ca: tls.ca, allowPrivateAddresses: true, ...options })
  closers.push(() => http.close())
  return http
}

describe('one handshake per platform', () => {
  it('sends requests that arrive together over one HTTP/2 connection', async () => {
    const { url, seen } = await platform('h2')
    const http = client()
    const ask = () => http.forModule(['localhost'], new AbortController().signal).request(url)
    const answers = await Promise.all(Array.from({ length: 20 }, ask))
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200))
    // And the next ones, once the first are answered, ride on it too.
    await Promise.all(Array.from({ length: 5 }, ask))
    expect(seen.connections).toBe(1)
    expect(seen.mostAtOnceOnOne).toBeGreaterThan(1)
  })

  it('never pipelines HTTP/1.1: one request at a time on each connection', async () => {
    const { url, seen } = await platform('h1')
    const http = client()
    const ask = () => http.forModule(['localhost'], new AbortController().signal).request(url)
    // The first connection tells which protocol the platform speaks.
    await ask()
    const answers = await Promise.all(Array.from({ length: 5 }, ask))
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(200))
    expect(seen.mostAtOnceOnOne).toBe(1)
    expect(seen.connections).toBeGreaterThanOrEqual(5)
  })

  it('lets a request waiting for the first connection go when its check is stopped', async () => {
    const url = await silentPort()
    const http = client()
    const first = http.forModule(['localhost'], new AbortController().signal).request(url)
    first.catch(() => undefined)
    const stop = new AbortController()
    const waiting = http.forModule(['localhost'], stop.signal).request(url)
    setTimeout(() => stop.abort(new Error('check stopped')), 50)
    await expect(waiting).rejects.toThrow('check stopped')
  }, 5_000) // well inside the 10 s a connection may take to fail

  it('lets the waiting requests go on their own when the first connection fails', async () => {
    // A port nothing listens on: the first connection is refused.
    const closed = createTcpServer()
    closed.listen(0, '127.0.0.1')
    await once(closed, 'listening')
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    const http = client()
    const ask = () =>
      http
        .forModule(['localhost'], new AbortController().signal)
        .request(`https://localhost:${port}/u/ada`)
        .then(
          () => 'answered',
          () => 'failed',
        )
    expect(await Promise.all([ask(), ask(), ask()])).toEqual(['failed', 'failed', 'failed'])
  })
})

describe('a check stopped while its connection is being made', () => {
  it('ends a request whose own connection is still being made when its check is stopped', async () => {
    const url = await silentPort()
    const http = client()
    const stop = new AbortController()
    const asked = http.forModule(['localhost'], stop.signal).request(url)
    setTimeout(() => stop.abort(new Error('check stopped')), 50)
    await expect(asked).rejects.toThrow('check stopped')
  }, 5_000) // well inside the 10 s a connection may take to fail
})

describe('a platform asked nothing for a while', () => {
  function idleClient(idleCloseMs: number) {
    const http = client({ idleCloseMs })
    return (url: string) => http.forModule(['localhost'], new AbortController().signal).request(url)
  }

  it('closes its HTTP/2 connection, and the next request resumes on a new one', async () => {
    const { url, seen } = await platform('h2', 10)
    const ask = idleClient(100)
    expect((await ask(url)).status).toBe(200)
    expect(seen.open).toBe(1)
    await vi.waitFor(() => expect(seen.open).toBe(0), { timeout: 2_000 })
    expect((await ask(url)).status).toBe(200)
    expect(seen).toMatchObject({ connections: 2, resumed: 1 })
  })

  it('keeps a connection while a request on it is under way', async () => {
    const { url, seen } = await platform('h2', 400)
    const ask = idleClient(100)
    expect((await ask(url)).status).toBe(200)
    // Answered after four idle periods' time: its connection was never closed under it.
    expect(seen.connections).toBe(1)
  })

  it('loses no request that comes as the idle connection is being closed', async () => {
    const { url, seen } = await platform('h2', 0)
    const idleMs = 30
    const ask = idleClient(idleMs)
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) {
      statuses.push((await ask(url)).status)
      // A timer of the same length, set after the client's own idle timer, fires right after
      // it: the next request comes while the idle connection is being closed.
      await new Promise((resolve) => setTimeout(resolve, idleMs))
    }
    expect(statuses).toEqual(Array(10).fill(200))
    expect(seen.connections).toBe(10)
  })
})

describe('a connection that has stopped answering', () => {
  /**
   * An HTTP/2 platform each of whose connections answers only its first `answered` requests
   * (`/slow` after a second and a half): past them it takes requests and says nothing, as a
   * connection that a server or a network in between has stopped serving. A new connection
   * is answered again.
   */
  async function stallingPlatform(answered: number) {
    const seen = { connections: 0 }
    const server = createSecureServer({ cert: tls.cert, key: tls.key })
    const sessions = new Set<{ destroy(): void }>()
    server.on('session', (session) => {
      seen.connections++
      sessions.add(session)
      let streams = 0
      session.on('stream', (stream, headers) => {
        stream.on('error', () => undefined)
        if (++streams > answered) return
        setTimeout(
          () => {
            if (stream.destroyed) return
            stream.respond({ ':status': 200 })
            stream.end('ok')
          },
          headers[':path'] === '/slow' ? 1_500 : 0,
        )
      })
    })
    server.listen(0, 'localhost')
    await once(server, 'listening')
    closers.push(async () => {
      for (const session of sessions) session.destroy()
      await new Promise((resolve) => server.close(resolve))
    })
    return { origin: `https://localhost:${(server.address() as AddressInfo).port}`, seen }
  }

  let http: ReturnType<typeof createHttpClient>
  beforeAll(() => {
    http = client()
  })
  const askWithin = (ms: number, url: string) =>
    http.forModule(['localhost'], AbortSignal.timeout(ms)).request(url)

  it('is not given the next request once a request on it went unanswered', async () => {
    const { origin, seen } = await stallingPlatform(1)
    expect((await askWithin(2_000, `${origin}/u/ada`)).status).toBe(200)
    // Taken, never answered: the check's deadline ends it.
    await expect(askWithin(1_200, `${origin}/u/ada`)).rejects.toThrow()
    // The next search's request goes on a new connection, and is answered.
    expect((await askWithin(2_000, `${origin}/u/ada`)).status).toBe(200)
    expect(seen.connections).toBe(2)
  })

  it('keeps a connection that answered meanwhile: its platform was only slow', async () => {
    const { origin, seen } = await stallingPlatform(10)
    expect((await askWithin(2_000, `${origin}/u/ada`)).status).toBe(200)
    const slow = askWithin(1_200, `${origin}/slow`)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect((await askWithin(2_000, `${origin}/u/ada`)).status).toBe(200)
    await expect(slow).rejects.toThrow()
    expect((await askWithin(2_000, `${origin}/u/ada`)).status).toBe(200)
    expect(seen.connections).toBe(1)
  })
})
