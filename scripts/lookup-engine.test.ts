import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeDns, type FakeDns } from '../engine/testing/fake-dns.ts'
import { lookupEngine } from './lookup-engine.ts'

/**
 * A CLI run's own client, once the run's engine is closed: whether it still works tells
 * whether it was ended. Its resolver asks a DNS server on loopback (LOOKUP_DNS_SERVERS).
 */
let dir = ''
let dns: FakeDns
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lookup-engine-'))
  dns = await startFakeDns({
    answer: (name) =>
      name === 'platform.example' ? { addresses: ['93.184.215.14'], ttl: 300 } : undefined,
  })
})
afterAll(async () => {
  await dns.close()
  await rm(dir, { recursive: true, force: true })
})

async function resolveAfterClose(exiting: boolean) {
  const engine = await lookupEngine({
    env: { LOOKUP_DNS_SERVERS: dns.server },
    cachePath: join(dir, 'cache.json'),
    exiting,
  })
  await engine.close({ ms: 0 })
  try {
    return await engine.http.names.resolve('platform.example')
  } finally {
    if (exiting) await engine.http.close()
  }
}

describe("a CLI run's engine, closed", () => {
  it('ends its own client', async () => {
    await expect(resolveAfterClose(false)).rejects.toMatchObject({ code: 'ECANCELLED' })
  })

  it('leaves its own client to the process exit that follows on the command line', async () => {
    // The exit ends its connections at once; closing 1,657 of them first took 0.4 s.
    expect(await resolveAfterClose(true)).toEqual([{ address: '93.184.215.14', family: 4 }])
  })
})
