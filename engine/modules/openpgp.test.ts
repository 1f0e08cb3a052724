import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { openpgpModule } from './openpgp.ts'
import { readPublicKey, splitUserId } from './_email/openpgp-key.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import {
  UNRECOGNISED,
  endpoint,
  fixture,
  itLooksUp,
  serve,
  usePlatforms,
} from './_shared/testing.ts'

const KEY = { headers: { 'content-type': 'application/pgp-keys' } }
const lookup = endpoint('https://keys.openpgp.org', `/vks/v1/by-email/${ENCODED_ADDRESS}`, {
  headers: { 'content-type': 'text/plain' },
})

describeSilentCheck(openpgpModule, {
  answers: {
    found: [lookup(200, fixture('openpgp', 'found.asc'), KEY)],
    not_found: [lookup(404, fixture('openpgp', 'not-found.txt'))],
    blocked: [lookup(429, 'rate limit exceeded')],
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

  itLooksUp(openpgpModule, {
    'reports an unreadable 200 answer as unrecognised, not a verdict': {
      query: ADDRESS,
      answers: [lookup(200, 'garbage')],
      ...UNRECOGNISED,
    },
  })

  it('gives no verdict on a certificate that does not carry the address asked', async () => {
    const p = platform()
    serve(p, [lookup(200, fixture('openpgp', 'rsa-with-comment.asc'), KEY)])
    expect(await p.run(openpgpModule, ADDRESS, 'email')).toMatchObject({
      ...UNRECOGNISED,
      message: expect.stringMatching(/user ID address/),
    })
  })
})
