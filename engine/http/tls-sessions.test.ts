import { createSecureServer, type Http2SecureServer, type ServerHttp2Session } from 'node:http2'
import type { AddressInfo, LookupFunction } from 'node:net'
import type { LookupAddress } from 'node:dns'
import type { TLSSocket } from 'node:tls'
import { once } from 'node:events'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeFarmTls } from '../../scripts/bench/farm-tls.ts'
import { request } from 'undici'
import { outboundAgent } from './agent.ts'
import { createHttpClient } from './client.ts'
import { keptSessions } from './tls-sessions.ts'

/**
 * A platform's next connection resumes its TLS session, also once its last connection has
 * closed (idle past keep-alive, or ended by the platform) and the agent has dropped its pool:
 * the next search then skips the certificate chain's checks for every platform it reaches.
 */
let platform: Http2SecureServer
let port = 0
let ca = ''
const connections: { resumed: boolean }[] = []
const open = new Set<ServerHttp2Session>()

beforeAll(async () => {
  const tls = await makeFarmTls(['localhost'])
  ca = tls.ca
  platform = createSecureServer({ cert: tls.cert, key: tls.key })
  platform.on('secureConnection', (socket: TLSSocket) =>
    connections.push({ resumed: socket.isSessionReused() }),
  )
  platform.on('session', (session: ServerHttp2Session) => open.add(session))
  platform.on('request', (_req, res) => res.writeHead(200).end('ok'))
  platform.listen(0, '127.0.0.1')
  await once(platform, 'listening')
  port = (platform.address() as AddressInfo).port
})

/** The platform ends every connection it holds, and the client has seen them close. */
async function endConnections() {
  const gone = [...open].map((session) => once(session, 'close'))
  for (const session of open) session.close()
  open.clear()
  await Promise.all(gone)
  await new Promise((resolve) => setTimeout(resolve, 50))
}

afterAll(async () => {
  for (const session of open) session.destroy()
  await new Promise((resolve) => platform.close(resolve))
})

const LOOPBACK: LookupAddress = { address: '127.0.0.1', family: 4 }
const NO_ONE: LookupAddress = { address: '::1', family: 6 }

/**
 * Two requests to the platform through the direct agent, its name resolving to `first` then to
 * `then` (dialled in that order, as Node's happy eyeballs do), the platform ending its
 * connections after each; answers whether each connection resumed a session.
 */
async function connectTwice(first: LookupAddress[], then: LookupAddress[]) {
  let addresses: LookupAddress[] = []
  const lookup: LookupFunction = (_host, _options, callback) => callback(null, addresses)
  const agent = outboundAgent({ connect: { ca, lookup, autoSelectFamily: true } })
  const before = connections.length
  try {
    for (const now of [first, then]) {
      addresses = now
      const res = await request(`https://localhost:${port}/u/alice`, { dispatcher: agent })
      expect(await res.body.text()).toBe('ok')
      await endConnections()
    }
  } finally {
    await agent.close()
  }
  return connections.slice(before).map((c) => c.resumed)
}

describe('TLS sessions', () => {
  it('are resumed on a platform’s next connection after its pool has gone', async () => {
    const http = createHttpClient({ ca, allowPrivateAddresses: true })
    const site = http.forModule(['localhost'], new AbortController().signal)
    try {
      for (let i = 0; i < 3; i++) {
        const res = await site.request(`https://localhost:${port}/u/alice`)
        expect(res).toMatchObject({ status: 200, text: 'ok' })
        // The platform ends the connection; the agent drops the platform's pool with it.
        await endConnections()
      }
    } finally {
      await http.close()
    }
    expect(connections).toEqual([{ resumed: false }, { resumed: true }, { resumed: true }])
  })

  it('are resumed when the platform’s first address refuses and its next one answers', async () => {
    // Nothing listens on ::1 at the platform's port: a try there is refused, and Node dials the
    // next address on a new socket handle, which the session offered must reach.
    const resumed = await connectTwice([LOOPBACK], [NO_ONE, LOOPBACK])
    expect(resumed).toEqual([false, true])
  })

  it('are kept from a connection whose first address refused', async () => {
    const resumed = await connectTwice([NO_ONE, LOOPBACK], [LOOPBACK])
    expect(resumed).toEqual([false, true])
  })
})

describe('keptSessions', () => {
  it('keeps the latest session of each host, dropping the least recently kept past its limit', () => {
    const sessions = keptSessions(2)
    sessions.keep('a.example', Buffer.from('a1'))
    sessions.keep('b.example', Buffer.from('b1'))
    sessions.keep('a.example', Buffer.from('a2'))
    sessions.keep('c.example', Buffer.from('c1'))
    expect(sessions.size).toBe(2)
    expect(sessions.get('a.example')?.toString()).toBe('a2')
    expect(sessions.get('b.example')).toBeUndefined()
    expect(sessions.get('c.example')?.toString()).toBe('c1')
  })
})
