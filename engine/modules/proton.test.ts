import { protonModule } from './proton.ts'
import { ADDRESS, ENCODED_ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import { UNRECOGNISED, endpoint, fixture } from './_shared/testing.ts'

const lookup = endpoint(
  'https://api.protonmail.ch',
  `/pks/lookup?op=index&search=${ENCODED_ADDRESS}`,
  { headers: { 'content-type': 'text/plain; charset=utf-8' } },
)

describeRecordedCheck(protonModule, {
  check: lookup,
  files: { found: 'found.txt', notFound: 'not-found.txt' },
  wall: [lookup(429, '{"Code":2028,"Error":"Too many recent API requests"}')],
  foundFields: {
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
  cases: {
    'dates the account by its oldest key': {
      answers: [lookup(200, fixture('proton', 'two-keys.txt'))],
      status: 'found',
      fields: {
        key_created: '2015-06-01T09:32:02.000Z',
        algorithm: 'RSA',
        key_bits: 2048,
        key_count: 2,
      },
    },
    'gives no verdict on keys published for another address': {
      answers: [
        lookup(200, fixture('proton', 'found.txt').replaceAll(ADDRESS, 'grace.hopper@example.com')),
      ],
      ...UNRECOGNISED,
    },
    'reads the HKP 404 as not_found': {
      answers: [lookup(404, 'Not Found')],
      status: 'not_found',
      summary: /HTTP 404, the key server has no key for the address$/,
    },
  },
})
