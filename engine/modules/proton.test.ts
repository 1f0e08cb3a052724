import { expect, it } from 'vitest'
import { protonModule } from './proton.ts'
import { UNRECOGNISED, ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { fixture, flat, usePlatforms } from './_shared/testing.ts'

const TEXT = { headers: { 'content-type': 'text/plain; charset=utf-8' } }
const path = `/pks/lookup?op=index&search=${ENCODED_ADDRESS}`

describeSilentCheck(protonModule, {
  answer(p, scenario) {
    const lookup = p.agent.get('https://api.protonmail.ch').intercept({ path })
    if (scenario === 'found') lookup.reply(200, fixture('proton', 'found.txt'), TEXT)
    else if (scenario === 'not_found') lookup.reply(200, fixture('proton', 'not-found.txt'), TEXT)
    else lookup.reply(429, '{"Code":2028,"Error":"Too many recent API requests"}', TEXT)
  },
  foundFields: {
    email: ADDRESS,
    key_created: '2019-06-24T16:05:12.000Z',
    fingerprint: '7B2D2A9C4F1E8D3B6A5C0E9F8D7C6B5A4F3E2D1C',
    algorithm: 'EdDSA (Curve25519)',
    key_count: 1,
  },
  proof: {
    found: /HTTP 200, key user ID is 'ada\.lovelace@example\.com'$/,
    notFound: /HTTP 200, the key index lists no key \(info:1:0\)$/,
  },
  blockedReason: 'rate_limited',
  calls: [`GET https://api.protonmail.ch${path}`],
})

const platform = usePlatforms()

it('dates the account by its oldest key', async () => {
  const p = platform()
  p.agent
    .get('https://api.protonmail.ch')
    .intercept({ path })
    .reply(200, fixture('proton', 'two-keys.txt'), TEXT)
  expect(flat(await p.run(protonModule, ADDRESS, 'email'))).toMatchObject({
    key_created: '2015-06-01T09:32:02.000Z',
    algorithm: 'RSA',
    key_bits: 2048,
    key_count: 2,
  })
})

it('gives no verdict on keys published for another address', async () => {
  const p = platform()
  const other = fixture('proton', 'found.txt').replaceAll(ADDRESS, 'grace.hopper@example.com')
  p.agent.get('https://api.protonmail.ch').intercept({ path }).reply(200, other, TEXT)
  expect(await p.run(protonModule, ADDRESS, 'email')).toMatchObject(UNRECOGNISED)
})

it('reads the HKP 404 as not_found', async () => {
  const p = platform()
  p.agent.get('https://api.protonmail.ch').intercept({ path }).reply(404, 'Not Found', TEXT)
  const result = await p.run(protonModule, ADDRESS, 'email')
  expect(result.status).toBe('not_found')
  expect(result.evidence?.summary).toMatch(/HTTP 404, the key server has no key for the address$/)
})
