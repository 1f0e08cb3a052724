/**
 * The farm's HTTP server, run as its own process so its work does not share the engine's
 * event loop. Listens on 127.0.0.1 only; prints {"port": n} once ready, and answers "stats" on
 * its IPC channel with its CPU time, the connections it accepted and the requests it answered
 * so far. With FARM_TLS_CERT and FARM_TLS_KEY (PEM) it speaks TLS and offers HTTP/2 beside
 * HTTP/1.1, as platforms do.
 *
 *   node --import tsx scripts/bench/farm-server.ts   (FARM_SIZE, FARM_SEED in the environment)
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import {
  createSecureServer,
  type IncomingHttpHeaders,
  type Http2ServerRequest,
  type ServerHttp2Session,
  type ServerHttp2Stream,
} from 'node:http2'
import type { AddressInfo, Socket } from 'node:net'
import type { TLSSocket } from 'node:tls'
import { DEFAULT_HANG_SHARE, FARM_DOMAIN, HOSTILE_CLASSES, buildFarm, farmAnswer } from './farm.ts'

const farm = buildFarm(
  Number(process.env.FARM_SIZE ?? 500),
  Number(process.env.FARM_SEED ?? 1),
  Number(process.env.FARM_SLOW_SHARE ?? 0),
  Number(process.env.FARM_HANG_SHARE ?? DEFAULT_HANG_SHARE),
)
const hostPattern = new RegExp(
  `^s(\\d+)(?:\\.([a-z0-9-]+))?\\.${FARM_DOMAIN.replace('.', '\\.')}(:\\d+)?$`,
)

/** What the farm answers a request for `path` on `authority`, and after how long. */
function reply(authority: string, path: string, origin: string) {
  requests++
  const host = hostPattern.exec(authority)
  const site = farm[Number(host?.[1] ?? -1)]
  const hostile = host?.[2] ? HOSTILE_CLASSES.find((c) => c.id === host[2]) : undefined
  if (!site || (host?.[2] && !hostile)) return { status: 421, headers: {}, body: '', delayMs: 0 }
  const answer = farmAnswer(site, path, hostile, origin)
  if (!answer) return null // a hang: the engine's timeout has to end it
  // A site's latency is its profile lookup's: the page a redirect lands on is its static
  // landing page, so a slow site's answer stays within its stated time.
  return { ...answer, delayMs: path.startsWith('/u/') ? site.latencyMs : 1 }
}

/** HTTP/1.1: the farm without TLS, or a client that does not offer HTTP/2. */
function answerHttp1(req: IncomingMessage | Http2ServerRequest, res: ServerResponse) {
  const authority = String(req.headers.host ?? '')
  const answer = reply(authority, req.url ?? '/', `${tls ? 'https' : 'http'}://${authority}`)
  if (!answer) return
  const timer = setTimeout(
    () => res.writeHead(answer.status, answer.headers).end(answer.body),
    answer.delayMs,
  )
  res.once('close', () => clearTimeout(timer))
}

/**
 * HTTP/2 through the core stream API rather than the request/response compatibility layer,
 * which cost the farm 0.27 ms a check against 0.20 ms (fifty whole-catalogue searches): the
 * farm stands for the platforms' machines, and what it spends is taken from the engine's
 * cores in this benchmark.
 */
function answerHttp2(stream: ServerHttp2Stream, headers: IncomingHttpHeaders) {
  // A client that resets a stream it no longer wants is not the farm's error.
  stream.on('error', () => undefined)
  const authority = String(headers[':authority'] ?? '')
  const answer = reply(authority, String(headers[':path'] ?? '/'), `https://${authority}`)
  if (!answer) return
  const timer = setTimeout(() => {
    if (stream.destroyed) return
    stream.respond({ ':status': answer.status, ...answer.headers })
    stream.end(answer.body)
  }, answer.delayMs)
  stream.once('close', () => clearTimeout(timer))
}

const tls = process.env.FARM_TLS_CERT && process.env.FARM_TLS_KEY
const server = tls
  ? createSecureServer({
      cert: process.env.FARM_TLS_CERT,
      key: process.env.FARM_TLS_KEY,
      allowHTTP1: true,
    })
  : createServer(answerHttp1)
if (tls) {
  // A 'request' listener (for HTTP/1.1 clients) makes Node add its compatibility handler for
  // HTTP/2 streams too: removed, so that streams reach answerHttp2 alone.
  server.on('request', answerHttp1)
  server.removeAllListeners('stream')
  server.on('stream', answerHttp2)
}
if ('keepAliveTimeout' in server) server.keepAliveTimeout = 60_000
// The default backlog (511) overflows when thousands of sockets connect at once, and a dropped
// SYN costs a one-second retransmit: measure the engine, not the kernel's accept queue.
server.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`)
})
let connections = 0
let resumed = 0
let requests = 0
/** What the farm holds open: HTTP/2 sessions, and HTTP/1.1 connections. */
const open = new Set<{ close(): void }>()
server.on('connection', (socket: Socket) => {
  connections++
  if (!tls) {
    const held = { close: () => socket.end() }
    open.add(held)
    socket.once('close', () => open.delete(held))
  }
})
server.on('secureConnection', (socket: TLSSocket) => {
  if (socket.isSessionReused()) resumed++
  if (socket.alpnProtocol === 'h2') return
  const held = { close: () => socket.end() }
  open.add(held)
  socket.once('close', () => open.delete(held))
})
server.on('session', (session: ServerHttp2Session) => {
  open.add(session)
  session.once('close', () => open.delete(session))
})
// The benchmark asks for the farm's CPU time, to report it beside the engine's, and how many
// connections the engine has opened.
process.on('message', (message) => {
  if (message === 'stats')
    process.send?.({ cpu: process.cpuUsage(), connections, resumed, requests })
  // Closes what it holds, as platforms close idle connections (HTTP/2: a GOAWAY).
  if (message === 'close-connections') {
    for (const held of open) held.close()
    process.send?.({ closed: true })
  }
})
process.on('SIGTERM', () => process.exit(0))
