import { describe, expect, it } from 'vitest'
import { numverifyModule } from './numverify.ts'
import { expectKeyAbsent, itMapsProviderErrors } from './_email/provider-testing.ts'
import { requestsMade, type Platform } from './_email/testing.ts'
import { JSON_HEADERS, fixture, flat, usePlatforms } from './_shared/testing.ts'

const KEY = 'numverify-key-7a1c2e9b'
const env = { NUMVERIFY_API_KEY: KEY }
const NUMBER = '+14158586273'
const path = `/api/validate?access_key=${KEY}&number=14158586273`
const platform = usePlatforms()

function answer(p: Platform, status: number, body: string) {
  p.agent.get('https://apilayer.net').intercept({ path }).reply(status, body, JSON_HEADERS)
}

async function run(body: string, status = 200) {
  const p = platform()
  answer(p, status, body)
  const result = await p.run(numverifyModule, NUMBER, 'phone', { env })
  return { result, requests: requestsMade(p) }
}

describe('numverify (provider)', () => {
  it('is a phone provider that runs only with NUMVERIFY_API_KEY', () => {
    expect(numverifyModule).toMatchObject({
      kind: 'provider',
      needsKey: 'NUMVERIFY_API_KEY',
      types: ['phone'],
    })
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
    expectKeyAbsent(result, KEY)
  })

  it('reads an invalid number as not_found', async () => {
    expect((await run(fixture('numverify', 'not-found.json'))).result.status).toBe('not_found')
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

describe('numverify errors', () => {
  itMapsProviderErrors(numverifyModule, {
    key: KEY,
    query: NUMBER,
    type: 'phone',
    answer: (p, status) => answer(p, status, '{"success":false}'),
  })
})
