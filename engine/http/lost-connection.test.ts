import {
  constants,
  createSecureServer,
  type Http2SecureServer,
  type ServerHttp2Session,
} from 'node:http2'
import type { AddressInfo } from 'node:net'
import { once } from 'node:events'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeFarmTls, type FarmTls } from '../../scripts/bench/farm-tls.ts'
import type { HttpRequestOptions } from '../types.ts'
import { createHttpClient } from './client.ts'

/**
 * Platforms end connections that still carry requests: a graceful GOAWAY after so many
 * requests on one connection (nginx's `keepalive_requests`, 1,000 by default), a restart, a
 * reset. undici then fails every request in flight on it; a check must not lose its answer
 * to that when asking again, on a new connection, is safe.
 */
let tls: FarmTls
const closers: (() => Promise<void>)[] = []
beforeAll(async () => {
  tls = await makeFarmTls(['localhost'])
})
afterAll(async () => {
  for (const close of closers) await close()
})

/** Listens on loopback; at the end, its connections are ended with it. Its origin. */
async function serve(server: Http2SecureServer): Promise<string> {
  const sessions = new Set<ServerHttp2Session>()
  server.on('session', (session) => {
    sessions.add(session)
    session.once('close', () => sessions.delete(session))
  })
  server.listen(0, 'localhost')
  await once(server, 'listening')
  closers.push(async () => {
    for (const session of sessions) session.destroy()
    await new Promise((resolve) => server.close(resolve))
  })
  return `https://localhost:${(server.address() as AddressInfo).port}`
}

/**
 * An HTTP/2 platform that ends a connection at its `perConnection`th request: every one with
 * a GOAWAY once it has answered it, or, for a reset, its first one before answering it (a
 * restart).
 */
async function platform(end: 'goaway' | 'reset', perConnection: number) {
  const seen = { requests: 0, connections: 0, posts: 0 }
  const server = createSecureServer({ cert: tls.cert, key: tls.key })
  server.on('session', (session) => {
    const first = ++seen.connections === 1
    let streams = 0
    session.on('stream', (stream, headers) => {
      stream.on('error', () => undefined)
      seen.requests++
      if (headers[':method'] === 'POST') seen.posts++
      const mine = ++streams
      // Answers come out of order, as a platform's do, while others are still in flight.
      setTimeout(
        () => {
          if (stream.destroyed) return
          if (end === 'reset' && first && mine === perConnection) return session.destroy()
          stream.respond({ ':status': 200 })
          stream.end('ok')
          if (end === 'goaway' && mine === perConnection) session.close()
        },
        20 + (mine % 3) * 30,
      )
    })
  })
  return { url: `${await serve(server)}/u/ada`, seen }
}

function client() {
  const http = createHttpClient({ ca: tls.ca, allowPrivateAddresses: true })
  closers.push(() => http.close())
  return (url: string, init?: HttpRequestOptions) =>
    http.forModule(['localhost'], new AbortController().signal).request(url, init)
}

const statuses = (results: PromiseSettledResult<{ status: number }>[]) =>
  results.map((r) => (r.status === 'fulfilled' ? r.value.status : String(r.reason)))

describe('a connection that ends under its requests', () => {
  it('answers every GET when the platform closes connections with a GOAWAY', async () => {
    const { url, seen } = await platform('goaway', 5)
    const ask = client()
    await ask(url)
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => ask(url)))
    expect(statuses(results)).toEqual(Array(20).fill(200))
    expect(seen.connections).toBeGreaterThan(1)
  })

  it('answers every GET when the platform resets a connection', async () => {
    const { url } = await platform('reset', 4)
    const ask = client()
    await ask(url)
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => ask(url)))
    expect(statuses(results)).toEqual(Array(12).fill(200))
  })

  it('never sends a POST twice: a form may act on each one it gets', async () => {
    const { url, seen } = await platform('reset', 1)
    const ask = client()
    await expect(ask(url, { method: 'POST', body: 'email=ada@example.com' })).rejects.toThrow()
    expect(seen.posts).toBe(1)
  })
})

describe('an answer cut off with its connection', () => {
  /** An HTTP/2 platform whose first connection dies part way through its first page. */
  async function cuttingPlatform() {
    const seen = { requests: 0 }
    const server = createSecureServer({ cert: tls.cert, key: tls.key })
    let connections = 0
    server.on('session', (session) => {
      const first = ++connections === 1
      session.on('stream', (stream) => {
        stream.on('error', () => undefined)
        seen.requests++
        stream.respond({ ':status': 200, 'content-type': 'text/html' })
        stream.write('<html><title>ada</title><body>')
        if (first) setTimeout(() => session.destroy(), 20)
        else stream.end('<h1>This page does not exist</h1></body></html>')
      })
    })
    return { url: `${await serve(server)}/u/ada`, seen }
  }

  it('is never read as the whole page: the page is asked again', async () => {
    const { url, seen } = await cuttingPlatform()
    const page = await client()(url)
    expect(page.text).toContain('This page does not exist')
    expect(seen.requests).toBe(2)
  })

  it('fails a POST rather than judge half of its answer', async () => {
    const { url, seen } = await cuttingPlatform()
    await expect(client()(url, { method: 'POST', body: 'email=ada@example.com' })).rejects.toThrow()
    expect(seen.requests).toBe(1)
  })
})

describe('a request the platform refused unprocessed', () => {
  it('is asked again, a POST too: REFUSED_STREAM says nothing of it was acted on', async () => {
    const seen = { refused: 0, answered: 0 }
    const server = createSecureServer({ cert: tls.cert, key: tls.key })
    server.on('stream', (stream) => {
      stream.on('error', () => undefined)
      // Busy for the first of each two it gets, as a platform past its streams at once.
      if ((seen.refused + seen.answered) % 2 === 0) {
        seen.refused++
        return stream.close(constants.NGHTTP2_REFUSED_STREAM)
      }
      seen.answered++
      stream.respond({ ':status': 200 })
      stream.end('ok')
    })
    const url = `${await serve(server)}/signup`
    const ask = client()
    expect((await ask(url)).status).toBe(200)
    expect((await ask(url, { method: 'POST', body: 'email=ada@example.com' })).status).toBe(200)
    expect(seen).toEqual({ refused: 2, answered: 2 })
  })
})
