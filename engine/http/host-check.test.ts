import { once } from 'node:events'
import { createServer as createHttpsServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { connect, createServer, TLSSocket, type Server } from 'node:tls'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { makeFarmTls } from '../../scripts/bench/farm-tls.ts'
import { createHttpClient } from './client.ts'
import { checkHostCheaply } from './host-check.ts'

/**
 * A new connection's host-name check reads the leaf certificate alone, and decides exactly as
 * Node's own check on the whole chain does: same names accepted, same refused, for wildcards,
 * addresses and certificates without alternative names alike.
 */
interface Platform {
  server: Server
  port: number
  ca: string
}
const platforms: Record<string, Platform> = {}
const certificates = {
  localhost: () => makeFarmTls(['localhost']),
  wildcard: () => makeFarmTls(['*.farm.test', 'exact.test']),
  'common name only': () => makeFarmTls([], { commonName: 'localhost' }),
  'address only': () => makeFarmTls([], { ips: ['127.0.0.1'] }),
  'address and name': () => makeFarmTls(['localhost'], { ips: ['127.0.0.2'] }),
}

beforeAll(async () => {
  for (const [name, make] of Object.entries(certificates)) {
    const tls = await make()
    const server = createServer({ cert: tls.cert, key: tls.key }, (socket) => socket.end('ok'))
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    platforms[name] = { server, port: (server.address() as AddressInfo).port, ca: tls.ca }
  }
})

afterAll(async () => {
  for (const { server } of Object.values(platforms))
    await new Promise((resolve) => server.close(resolve))
})

/** How a connection to `platform` under `name` ends: 'ok' or the error's code. */
function outcome(platform: Platform, name: string, cheap: boolean): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({
      host: '127.0.0.1',
      port: platform.port,
      ca: platform.ca,
      ...(name === '127.0.0.1' ? {} : { servername: name }),
    })
    if (cheap) checkHostCheaply(socket)
    socket.once('secureConnect', () => {
      // Once up, the socket reads its certificate as any other does.
      resolve(socket.getPeerCertificate(true).fingerprint256 ? 'ok' : 'no certificate')
      socket.destroy()
    })
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message))
  })
}

const cases: [keyof typeof certificates, string][] = [
  ['localhost', 'localhost'],
  ['localhost', 'localhost.'],
  ['localhost', 'example.test'],
  ['localhost', 'sub.localhost'],
  ['wildcard', 'a.farm.test'],
  ['wildcard', 'A.Farm.Test'],
  ['wildcard', 'a.b.farm.test'],
  ['wildcard', 'farm.test'],
  ['wildcard', 'exact.test'],
  ['wildcard', 'xexact.test'],
  ['common name only', 'localhost'],
  ['common name only', 'example.test'],
  ['address only', '127.0.0.1'],
  ['address only', 'localhost'],
  ['address and name', 'localhost'],
  ['address and name', '127.0.0.1'],
]

describe('checkHostCheaply', () => {
  it.each(cases)('decides as Node does: a %s certificate asked as %s', async (cert, name) => {
    const platform = platforms[cert]!
    const expected = await outcome(platform, name, false)
    expect(await outcome(platform, name, true)).toBe(expected)
  })

  it('refuses a certificate for another name', async () => {
    expect(await outcome(platforms.localhost!, 'example.test', true)).toBe(
      'ERR_TLS_CERT_ALTNAME_INVALID',
    )
    expect(await outcome(platforms.wildcard!, 'a.b.farm.test', true)).toBe(
      'ERR_TLS_CERT_ALTNAME_INVALID',
    )
  })

  it('is what the client’s platform connections use: no chain read, a wrong name refused', async () => {
    const right = await makeFarmTls(['localhost'])
    const wrong = await makeFarmTls(['example.test'], { commonName: 'localhost' })
    const full = vi.spyOn(TLSSocket.prototype, 'getPeerCertificate')
    const answered = async (tls: typeof right) => {
      const server = createHttpsServer({ cert: tls.cert, key: tls.key }, (_req, res) =>
        res.end('ok'),
      )
      server.listen(0, 'localhost')
      await once(server, 'listening')
      const http = createHttpClient({ ca: tls.ca, allowPrivateAddresses: true })
      const site = http.forModule(['localhost'], new AbortController().signal)
      try {
        const { port } = server.address() as AddressInfo
        const res = await site.request(`https://localhost:${port}/`)
        return res.text
      } catch (err) {
        return (err as Error).message
      } finally {
        await http.close()
        server.closeAllConnections()
        await new Promise((resolve) => server.close(resolve))
      }
    }
    expect(await answered(right)).toBe('ok')
    expect(await answered(wrong)).toMatch(/altnames|does not match|Hostname/i)
    expect(full.mock.calls.filter(([detailed]) => detailed === true)).toEqual([])
  })
})
