import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RequestRefusedError, createHttpClient } from './client.ts'
import { startFakeDns, type FakeDns } from '../testing/fake-dns.ts'
import { startLoopbackTraps, type LoopbackTraps } from '../testing/loopback-traps.ts'
import { guardedLookup } from './guarded-lookup.ts'
import { createNameResolver } from './name-resolver.ts'

const PUBLIC = '93.184.215.14'
/** What each name answers: public, private, or both at once. */
const ANSWERS: Record<string, string[]> = {
  'public.test': [PUBLIC, '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
  'inward.test': ['127.0.0.1'],
  'metadata.test': ['169.254.169.254'],
  'mixed.test': [PUBLIC, '10.0.0.7'],
  'six-inward.test': ['::ffff:7f00:1'],
}

let fake: FakeDns
let traps: LoopbackTraps

beforeAll(async () => {
  fake = await startFakeDns({
    answer: (name) => (ANSWERS[name] ? { addresses: ANSWERS[name], ttl: 300 } : undefined),
  })
  traps = await startLoopbackTraps()
})
afterAll(async () => {
  await fake.close()
  await traps.close()
})

const lookup = (names: ReturnType<typeof createNameResolver>, host: string, options: object) =>
  new Promise<{ address: unknown; family: unknown }>((resolve, reject) =>
    guardedLookup(names)(host, options, (err, address, family) =>
      err ? reject(err) : resolve({ address, family }),
    ),
  )

const request = (http: ReturnType<typeof createHttpClient>, url: string) =>
  http
    .forModule([new URL(url).hostname], AbortSignal.timeout(5000))
    .request(url, { detectBlocks: false })

describe('the private-address guard on every resolved address', () => {
  it('hands a public name to the connection, in the shape net asks for', async () => {
    const names = createNameResolver({ servers: [fake.server] })
    try {
      expect(await lookup(names, 'public.test', {})).toEqual({ address: PUBLIC, family: 4 })
      expect(await lookup(names, 'public.test', { all: true })).toEqual({
        address: [{ address: PUBLIC, family: 4 }],
        family: undefined,
      })
      await expect(lookup(names, 'public.test', { family: 6 })).rejects.toMatchObject({
        code: 'ENOTFOUND',
      })
    } finally {
      names.close()
    }
  })

  it('answers on a later turn, a cached name too, so a failed connect fails only its request', async () => {
    const names = createNameResolver({ servers: [fake.server] })
    try {
      await lookup(names, 'public.test', {})
      for (const host of ['public.test', PUBLIC]) {
        let answered = false
        const done = new Promise((resolve) =>
          guardedLookup(names)(host, {}, (...args) => {
            answered = true
            resolve(args)
          }),
        )
        expect(answered).toBe(false)
        await done
        expect(answered).toBe(true)
      }
    } finally {
      names.close()
    }
  })

  it('refuses a name with any private address, from DNS and again from the cache', async () => {
    const names = createNameResolver({ servers: [fake.server] })
    try {
      for (const host of ['inward.test', 'metadata.test', 'mixed.test', 'six-inward.test']) {
        for (const round of [1, 2]) {
          await expect(lookup(names, host, { all: true }), `${host} ${round}`).rejects.toThrow(
            RequestRefusedError,
          )
        }
      }
    } finally {
      names.close()
    }
  })

  it('never connects to a platform whose name points inward', async () => {
    const http = createHttpClient({ dnsServers: [fake.server] })
    try {
      for (const host of ['inward.test', 'mixed.test']) {
        await expect(request(http, `http://${host}:${traps.targetPort}/`)).rejects.toThrow(
          RequestRefusedError,
        )
      }
      expect(traps.targetHits).toBe(0)
    } finally {
      await http.close()
    }
  })

  it('checks the name before the proxy sees it, and hands public ones on', async () => {
    const http = createHttpClient({
      proxyUrl: `http://127.0.0.1:${traps.proxyPort}`,
      dnsServers: [fake.server],
    })
    try {
      for (const host of ['inward.test', 'metadata.test', 'mixed.test']) {
        await expect(request(http, `http://${host}:${traps.targetPort}/`)).rejects.toThrow(
          RequestRefusedError,
        )
      }
      expect(traps.proxied).toEqual([])
      await request(http, 'http://public.test/').catch(() => undefined)
      expect(traps.proxied).toHaveLength(1)
      expect(traps.targetHits).toBe(0)
    } finally {
      await http.close()
    }
  })
})
