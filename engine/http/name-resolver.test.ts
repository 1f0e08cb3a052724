import { promises as systemDns } from 'node:dns'
import { afterEach, describe, expect, it } from 'vitest'
import {
  startFakeDns,
  type FakeDns,
  type FakeDnsAnswer,
  type FakeDnsOptions,
} from '../testing/fake-dns.ts'
import {
  FAILURE_TTL_MS,
  MIN_TTL_MS,
  NEGATIVE_TTL_MS,
  createNameResolver,
  type NameResolver,
} from './name-resolver.ts'

const PUBLIC = '93.184.215.14'
/** Held answers must outlast the time a loaded machine takes to ask every question. */
const HELD_MS = 60_000
let fake: FakeDns | undefined
let names: NameResolver | undefined
let clock = 1_000_000

afterEach(async () => {
  names?.close()
  names = undefined
  await fake?.close()
  fake = undefined
})

/** A fake DNS server and a resolver that asks only it, on a clock the test moves. */
async function setUp(options: FakeDnsOptions, resolver: { timeoutMs?: number } = {}) {
  fake = await startFakeDns(options)
  clock = 1_000_000
  names = createNameResolver({
    servers: [fake.server],
    now: () => clock,
    timeoutMs: resolver.timeoutMs ?? 1000,
    tries: 1,
  })
  return { fake, names }
}

const table = (entries: Record<string, FakeDnsAnswer>) => (name: string) => entries[name]

describe('platform names, resolved by the engine', () => {
  it('keeps an answer for its TTL, then asks again', async () => {
    const { fake, names } = await setUp({
      answer: table({ 'site.test': { addresses: [PUBLIC], ttl: 30 } }),
    })
    expect(await names.resolve('site.test')).toEqual([{ address: PUBLIC, family: 4 }])
    clock += 29_000
    expect(await names.resolve('SITE.test.')).toEqual([{ address: PUBLIC, family: 4 }])
    expect(fake.questions).toEqual(['site.test'])
    clock += 2_000
    await names.resolve('site.test')
    expect(fake.questions).toEqual(['site.test', 'site.test'])
  })

  it('holds a TTL of zero for the minimum, so one search shares one answer', async () => {
    const { fake, names } = await setUp({
      answer: table({ 'zero.test': { addresses: [PUBLIC], ttl: 0 } }),
    })
    await names.resolve('zero.test')
    clock += MIN_TTL_MS - 1
    await names.resolve('zero.test')
    expect(fake.questions).toHaveLength(1)
    clock += 2
    await names.resolve('zero.test')
    expect(fake.questions).toHaveLength(2)
  })

  it('answers IPv6 for a name that has no IPv4 address', async () => {
    const { names } = await setUp({
      answer: table({ 'six.test': { addresses: ['2606:2800:220:1::1'], ttl: 60 } }),
    })
    expect(await names.resolve('six.test')).toEqual([{ address: '2606:2800:220:1::1', family: 6 }])
  })

  it('keeps "no such name" for a while: the next searches do not ask again', async () => {
    const { fake, names } = await setUp({})
    await expect(names.resolve('gone.test')).rejects.toMatchObject({ code: 'ENOTFOUND' })
    const asked = fake.questions.length
    clock += NEGATIVE_TTL_MS - 1
    await expect(names.resolve('gone.test')).rejects.toMatchObject({ code: 'ENOTFOUND' })
    expect(fake.questions).toHaveLength(asked)
    clock += 2
    await expect(names.resolve('gone.test')).rejects.toMatchObject({ code: 'ENOTFOUND' })
    expect(fake.questions.length).toBeGreaterThan(asked)
  })

  it('keeps a question nobody answered for a shorter while, then tries again', async () => {
    const { fake, names } = await setUp({ silent: true }, { timeoutMs: 50 })
    await expect(names.resolve('quiet.test')).rejects.toMatchObject({ code: 'ETIMEOUT' })
    expect(fake.questions).toEqual(['quiet.test'])
    clock += FAILURE_TTL_MS - 1
    await expect(names.resolve('quiet.test')).rejects.toMatchObject({ code: 'ETIMEOUT' })
    expect(fake.questions).toEqual(['quiet.test'])
    clock += 2
    await expect(names.resolve('quiet.test')).rejects.toMatchObject({ code: 'ETIMEOUT' })
    expect(fake.questions).toEqual(['quiet.test', 'quiet.test'])
  })

  it('asks once for a name that many checks want at the same time', async () => {
    const { fake, names } = await setUp(
      { hold: true, answer: table({ 'busy.test': { addresses: [PUBLIC], ttl: 60 } }) },
      { timeoutMs: HELD_MS },
    )
    const all = Array.from({ length: 200 }, () => names.resolve('busy.test'))
    await fake.asked(1)
    fake.release()
    const answers = await Promise.all(all)
    expect(answers.every((a) => a[0]?.address === PUBLIC)).toBe(true)
    expect(fake.questions).toEqual(['busy.test'])
  })

  it('asks for a whole catalogue of names side by side, not four at a time', async () => {
    const hosts = Array.from({ length: 1657 }, (_, i) => `s${i}.side.test`)
    const { fake, names } = await setUp(
      {
        hold: true,
        answer: (name) =>
          name.endsWith('.side.test') ? { addresses: [PUBLIC], ttl: 60 } : undefined,
      },
      { timeoutMs: HELD_MS },
    )
    const all = Promise.all(hosts.map((h) => names.resolve(h)))
    // Every question is out before a single answer has come back.
    await fake.asked(hosts.length)
    expect(fake.answered()).toBe(0)
    expect(names.pending()).toBe(hosts.length)
    fake.release()
    expect(await all).toHaveLength(hosts.length)
    expect(names.pending()).toBe(0)
  })

  it("leaves libuv's threads free while every platform lookup waits on a silent resolver", async () => {
    const hosts = Array.from({ length: 400 }, (_, i) => `s${i}.stuck.test`)
    const { fake, names } = await setUp({ hold: true }, { timeoutMs: HELD_MS })
    const stuck = hosts.map((h) => names.resolve(h).catch(() => 'failed'))
    await fake.asked(hosts.length)
    // The server's own calls (sign-in, payments, its database) resolve through the system's
    // getaddrinfo on libuv's pool: it answers while 400 platform lookups are still unanswered.
    expect(await systemDns.lookup('localhost')).toMatchObject({ address: expect.any(String) })
    expect(fake.answered()).toBe(0)
    expect(names.pending()).toBe(hosts.length)
    names.close()
    expect(new Set(await Promise.all(stuck))).toEqual(new Set(['failed']))
  })

  it('lets a check stop waiting at once, and a stop cancel every question', async () => {
    const { fake, names } = await setUp({ silent: true }, { timeoutMs: 60_000 })
    const check = new AbortController()
    const waiting = names.resolve('slow.test', check.signal)
    const other = names.resolve('slow.test')
    const another = names.resolve('other.test')
    await fake.asked(2)
    check.abort(new Error('deadline'))
    await expect(waiting).rejects.toThrow('deadline')
    // The question itself goes on for whoever else waits; a stop ends it.
    expect(names.pending()).toBe(2)
    names.close()
    await expect(other).rejects.toMatchObject({ code: 'ECANCELLED' })
    await expect(another).rejects.toMatchObject({ code: 'ECANCELLED' })
    await expect(names.resolve('later.test')).rejects.toMatchObject({ code: 'ECANCELLED' })
  })

  it('answers an address literal without asking DNS', async () => {
    const { fake, names } = await setUp({})
    expect(await names.resolve('93.184.215.14')).toEqual([{ address: PUBLIC, family: 4 }])
    expect(fake.questions).toEqual([])
  })

  it('asks the configured servers for mail servers, never the system resolver', async () => {
    const { fake, names } = await setUp({
      answer: table({
        'mail.test': { mx: [{ exchange: 'mx1.mail.test', priority: 10 }] },
        'bare.test': { addresses: [PUBLIC] },
      }),
    })
    expect(await names.mailServers('mail.test')).toEqual([
      { exchange: 'mx1.mail.test', priority: 10 },
    ])
    await expect(names.mailServers('bare.test')).rejects.toMatchObject({ code: 'ENODATA' })
    await expect(names.mailServers('nobody.test')).rejects.toMatchObject({ code: 'ENOTFOUND' })
    expect(fake.questions).toEqual(['mail.test', 'bare.test', 'nobody.test'])
  })

  it('lets a mail-server question be cancelled by its check, and by a stop', async () => {
    const { fake, names } = await setUp({ silent: true }, { timeoutMs: 60_000 })
    const check = new AbortController()
    const waiting = names.mailServers('slow.test', check.signal)
    const other = names.mailServers('other.test')
    await fake.asked(2)
    check.abort(new Error('deadline'))
    await expect(waiting).rejects.toThrow('deadline')
    names.close()
    await expect(other).rejects.toMatchObject({ code: 'ECANCELLED' })
    await expect(names.mailServers('later.test')).rejects.toMatchObject({ code: 'ECANCELLED' })
  })
})
