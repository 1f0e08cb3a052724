import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { openpgpModule } from './openpgp.ts'
import { readPublicKey, splitUserId } from './_email/openpgp-key.ts'
import { UNRECOGNISED, ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { fixture, usePlatforms } from './_shared/testing.ts'

const KEY = { headers: { 'content-type': 'application/pgp-keys' } }
const TEXT = { headers: { 'content-type': 'text/plain' } }
const path = `/vks/v1/by-email/${ENCODED_ADDRESS}`

describeSilentCheck(openpgpModule, {
  answer(p, scenario) {
    const lookup = p.agent.get('https://keys.openpgp.org').intercept({ path })
    if (scenario === 'found') lookup.reply(200, fixture('openpgp', 'found.asc'), KEY)
    else if (scenario === 'not_found') lookup.reply(404, fixture('openpgp', 'not-found.txt'), TEXT)
    else lookup.reply(429, 'rate limit exceeded', TEXT)
  },
  // Fingerprint and creation time as GnuPG reported them for the fixture key.
  foundFields: {
    email: ADDRESS,
    name: 'Ada Lovelace',
    profile_url: `https://keys.openpgp.org/search?q=${ENCODED_ADDRESS}`,
    fingerprint: 'F6903F20E9DD4247BD2CA2A34024A69C478E9956',
    key_created: new Date(1795413206 * 1000).toISOString(),
    algorithm: 'EdDSA',
    user_ids: 'Ada Lovelace <ada.lovelace@example.com>',
  },
  proof: {
    found: /HTTP 200, user ID address is 'ada\.lovelace@example\.com'$/,
    notFound: /HTTP 404, the key server has no certificate for the address$/,
  },
  blockedReason: 'rate_limited',
  calls: [`GET https://keys.openpgp.org${path}`],
})

const platform = usePlatforms()

describe('OpenPGP certificate reading', () => {
  it('reads an RSA key exported by GnuPG: fingerprint, size and a user ID with a comment', () => {
    const key = readPublicKey(
      readFileSync(new URL('./__fixtures__/openpgp/rsa-with-comment.asc', import.meta.url), 'utf8'),
    )
    expect(key).toMatchObject({
      fingerprint: '1EEE3515C3F001429BF5AC46D39B95B02673C91A',
      version: 4,
      algorithm: 'RSA',
      bits: 2048,
      userIds: ['Grace Hopper (work) <grace@example.org>'],
    })
    expect(splitUserId(key?.userIds[0] ?? '')).toEqual({
      name: 'Grace Hopper',
      email: 'grace@example.org',
    })
  })

  it('answers undefined for text that is not an armored certificate', () => {
    expect(readPublicKey('<html>not a key</html>')).toBeUndefined()
  })

  it('reports an unreadable 200 answer as unrecognised, not a verdict', async () => {
    const p = platform()
    p.agent.get('https://keys.openpgp.org').intercept({ path }).reply(200, 'garbage', TEXT)
    expect(await p.run(openpgpModule, ADDRESS, 'email')).toMatchObject(UNRECOGNISED)
  })

  it('gives no verdict on a certificate that does not carry the address asked', async () => {
    const p = platform()
    p.agent
      .get('https://keys.openpgp.org')
      .intercept({ path })
      .reply(200, fixture('openpgp', 'rsa-with-comment.asc'), KEY)
    expect(await p.run(openpgpModule, ADDRESS, 'email')).toMatchObject({
      ...UNRECOGNISED,
      message: expect.stringMatching(/user ID address/),
    })
  })
})
