import { describe, expect, it } from 'vitest'
import { numverifyModule } from './numverify.ts'
import {
  type ProviderEndpoint,
  expectKeyAbsent,
  itIsAProvider,
  providerRun,
} from './_email/provider-testing.ts'
import { UNRECOGNISED, endpoint, fixture, flat } from './_shared/testing.ts'

const KEY = 'numverify-key-7a1c2e9b'
const NUMBER = '+14158586273'
/** The number of the recorded not-found answer: Ofcom's drama range, which no line uses. */
const INVALID = '+447700900123'
const pathFor = (number: string) =>
  `/api/validate?access_key=${KEY}&number=${number.replace(/\D/g, '')}`
const path = pathFor(NUMBER)
const numverify: ProviderEndpoint = {
  key: KEY,
  query: NUMBER,
  type: 'phone',
  answer: endpoint('https://apilayer.net', path),
}
const run = providerRun(numverifyModule, numverify)
const runInvalid = providerRun(numverifyModule, {
  ...numverify,
  query: INVALID,
  answer: endpoint('https://apilayer.net', pathFor(INVALID)),
})

describe('numverify (provider)', () => {
  it('is a phone provider', () => {
    expect(numverifyModule).toMatchObject({ types: ['phone'], needsKey: 'NUMVERIFY_API_KEY' })
  })

  it('maps carrier, line type and the caller-lookup location', async () => {
    const { result } = await run(fixture('numverify', 'found.json'))
    expect(result.status).toBe('found')
    expect(flat(result)).toEqual({
      phone: '+14158586273',
      location: 'Novato, United States of America',
      carrier: 'AT&T Mobility LLC',
      line_type: 'mobile',
      line_type_detail: 'mobile',
      country_code: 'US',
      country: 'United States of America',
      local_format: '4158586273',
      calling_code: '+1',
    })
    expect(result.evidence?.summary).toMatch(
      /^GET https:\/\/apilayer\.net\/api\/validate\?access_key=[^&]+&number=14158586273 → HTTP 200, field valid is true for number '14158586273'$/,
    )
    expectKeyAbsent(result, KEY)
  })

  it('reads an invalid number as not_found', async () => {
    const { result } = await runInvalid(fixture('numverify', 'not-found.json'))
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toMatch(
      /HTTP 200, field valid is false for number '447700900123'$/,
    )
    expectKeyAbsent(result, KEY)
  })

  it('gives no verdict on an answer about another number', async () => {
    // The recorded answer for +44 7700 900123, served for +1 415 858 6273.
    const { result } = await run(fixture('numverify', 'not-found.json'))
    expect(result).toMatchObject(UNRECOGNISED)
  })

  it('asks only the validate endpoint, with the number as digits', async () => {
    const { requests } = await run(fixture('numverify', 'found.json'))
    expect(requests).toEqual([`GET https://apilayer.net${path}`])
  })

  it.each([
    ['invalid-key.json', { status: 'error', message: 'Numverify rejected the API key' }],
    ['usage-limit.json', { status: 'unknown', reason: 'rate_limited' }],
    ['https-restricted.json', { status: 'error', message: 'Numverify plan does not allow HTTPS' }],
  ])('maps the in-body failure %s', async (file, expected) => {
    const { result } = await run(fixture('numverify', file))
    expect(result).toMatchObject(expected)
    expectKeyAbsent(result, KEY)
  })

  it('turns HTML and javascript: URLs in its answer into inert text', async () => {
    const { result } = await run(fixture('numverify', 'hostile.json'))
    expect(flat(result)).toMatchObject({
      carrier: 'AT&T',
      location: 'Novato, United States of America',
    })
    expect(JSON.stringify(result)).not.toMatch(/<|javascript:/)
  })
})

describe('numverify as a provider', () => {
  itIsAProvider(numverifyModule, numverify, '{"success":false}')
})
