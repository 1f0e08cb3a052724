import { expect, it } from 'vitest'
import { protonModule } from './proton.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
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
