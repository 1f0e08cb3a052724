import { createServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeFarmTls } from '../../scripts/bench/farm-tls.ts'
import { createCanaries } from './canaries.ts'
import { createHttpClient, type EngineHttp } from '../http/client.ts'
import { emptyLatencyBook } from '../timing/latency-history.ts'
import { runSearch } from '../run-search.ts'
import { siteModule } from '../sites/site-module.ts'
import type { ModuleResult, StreamMessage } from '../types.ts'

/**
 * A check and the canary that vouches for it share one connection, so one TLS handshake:
 * the canary is asked after the check has answered, on the connection the check kept alive.
 */
let server: ReturnType<typeof createServer>
let origin: string
let ca: string
let handshakes = 0
const asked: string[] = []

beforeAll(async () => {
  const tls = await makeFarmTls(['localhost'])
  ca = tls.ca
  server = createServer({ cert: tls.cert, key: tls.key }, (req, res) => {
    const name = decodeURIComponent((req.url ?? '').slice(3))
    asked.push(name)
    const present = name === 'alice' || name === 'bob'
    res
      .writeHead(present ? 200 : 404, { 'content-type': 'text/html' })
      .end(present ? `<html><head><title>${name} on Example</title></head></html>` : 'no such user')
  })
  server.on('secureConnection', () => handshakes++)
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve))
  origin = `https://localhost:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

async function searchOnce(query: string): Promise<ModuleResult> {
  handshakes = 0
  asked.length = 0
  const http: EngineHttp = createHttpClient({ allowPrivateAddresses: true, ca })
  const site = siteModule({
    id: 'example',
    name: 'Example',
    category: 'social',
    url: `${origin}/u/{}`,
    hosts: ['localhost'],
    detect: { presentStatus: [200], absentStatus: [404], identity: true },
    fixtures: { present: 'alice', absent: 'nobody-here-1' },
    sources: ['own'],
  })
  try {
    const messages: StreamMessage[] = []
    for await (const m of runSearch({
      type: 'username',
      query,
      modules: [site],
      http,
      canaries: createCanaries({ http }),
      latency: emptyLatencyBook(),
    }))
      messages.push(m)
    return (messages.find((m) => m.type === 'result') as { data: ModuleResult }).data
  } finally {
    await http.close()
  }
}

describe('a check and its canary', () => {
  it('share one TLS connection: the check, then its twin', async () => {
    expect(await searchOnce('bob')).toMatchObject({ status: 'found' })
    expect(asked).toEqual(['bob', expect.stringMatching(/^[qxzjvkw]{3}$/)])
    expect(handshakes).toBe(1)
  })

  it('share one TLS connection: the check, then its known account', async () => {
    expect(await searchOnce('carol')).toMatchObject({ status: 'not_found' })
    expect(asked).toEqual(['carol', 'alice'])
    expect(handshakes).toBe(1)
  })
})
