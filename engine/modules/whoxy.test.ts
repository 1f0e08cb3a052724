import { describe, expect, it } from 'vitest'
import { whoxyModule } from './whoxy.ts'
import {
  type ProviderEndpoint,
  expectKeyAbsent,
  itIsAProvider,
  providerRun,
} from './_email/provider-testing.ts'
import { ADDRESS } from './_email/testing.ts'
import { UNRECOGNISED, endpoint, fixture, flat, usePlatforms } from './_shared/testing.ts'
import type { FieldValue } from '../types.ts'

const KEY = 'whoxy-key-0c9e8d7f6a5b'
const path = `/?${new URLSearchParams({ key: KEY, reverse: 'whois', email: ADDRESS })}`
const whoxy: ProviderEndpoint = {
  key: KEY,
  query: ADDRESS,
  type: 'email',
  answer: endpoint('https://api.whoxy.com', path),
}
const run = providerRun(whoxyModule, whoxy)
const platform = usePlatforms()

describe('whoxy (provider)', () => {
  it('is a WHOIS provider', () => {
    expect(whoxyModule).toMatchObject({ category: 'whois', needsKey: 'WHOXY_API_KEY' })
  })

  it('maps each domain registered with the address to a record', async () => {
    const { result } = await run(fixture('whoxy', 'found.json'))
    expect(result.status).toBe('found')
    expect(result.evidence?.summary).toMatch(
      /^GET https:\/\/api\.whoxy\.com\/\?key=[^&]+&reverse=whois&email=ada\.lovelace%40example\.com → HTTP 200, field search_result lists 2 domains$/,
    )
    expect(result.spec_format).toHaveLength(2)
    expect(flat(result)).toEqual({
      email: ADDRESS,
      name: 'Ada Lovelace',
      location: 'London, United Kingdom',
      domain: 'analyticalengine.org',
      website: 'http://analyticalengine.org/',
      registrant_company: 'Analytical Engine Ltd',
      registrar: 'NameCheap, Inc.',
      domain_created: '2015-03-02T00:00:00.000Z',
      domain_updated: '2024-02-14T00:00:00.000Z',
      domain_expires: '2026-03-02T00:00:00.000Z',
      registered: true,
    })
    expectKeyAbsent(result, KEY)
  })

  it('reads an empty search as not_found', async () => {
    const { result } = await run(fixture('whoxy', 'not-found.json'))
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toMatch(/HTTP 200, field search_result is empty$/)
    expectKeyAbsent(result, KEY)
  })

  it.each([
    ['an answer without a status', '{"data":null}'],
    ['a successful answer without search_result', '{"status":1,"total_results":0}'],
  ])('gives no verdict on %s', async (_, body) => {
    expect((await run(body)).result).toMatchObject(UNRECOGNISED)
  })

  it('asks only the reverse WHOIS endpoint', async () => {
    const { requests } = await run(fixture('whoxy', 'not-found.json'))
    expect(requests).toEqual([`GET https://api.whoxy.com${path}`])
  })

  it.each([
    ['invalid-key.json', { status: 'error', message: 'Whoxy rejected the API key' }],
    ['no-balance.json', { status: 'error', message: 'Whoxy account has no credit left' }],
  ])('maps the in-body failure %s to an error', async (file, expected) => {
    const { result } = await run(fixture('whoxy', file))
    expect(result).toMatchObject(expected)
    expectKeyAbsent(result, KEY)
  })

  it('keeps the key out of a failure message that echoes the request', async () => {
    const { result } = await run(
      JSON.stringify({ status: 0, status_reason: `Bad request for key=${KEY}` }),
    )
    expect(result.status).toBe('error')
    expectKeyAbsent(result, KEY)
  })

  it('keeps the key out of a transport error that names the URL', async () => {
    const p = platform()
    p.agent
      .get('https://api.whoxy.com')
      .intercept({ path })
      .replyWithError(new Error(`socket hang up requesting https://api.whoxy.com${path}`))
    const result = await p.run(whoxyModule, ADDRESS, 'email', { env: { WHOXY_API_KEY: KEY } })
    expect(result.status).toBe('error')
    expectKeyAbsent(result, KEY)
  })

  it('turns HTML and javascript: URLs in WHOIS data into inert text', async () => {
    const { result } = await run(fixture('whoxy', 'hostile.json'))
    const record = flat(result)
    expect(record).toMatchObject({
      name: 'Mallory Evil',
      registrant_company: 'Acme',
      registrar: 'Registrar',
      location: 'Paris, France',
      domain: 'javascript:alert(1)',
    })
    expect(record).not.toHaveProperty('website')
    expect(JSON.stringify(result.spec_format)).not.toMatch(/<|\\u0000/)
    // The only javascript: left is a plain-text value, never a field of type url.
    const typed = (result.spec_format ?? []).flatMap((record) => [
      ...Object.values(record).filter((f): f is FieldValue => !Array.isArray(f)),
      ...(record.platform_variables ?? []),
    ])
    const urls = typed.filter((f) => f.type === 'url').map((f) => String(f.value))
    expect(urls.every((url) => /^https?:/.test(url))).toBe(true)
  })
})

describe('whoxy as a provider', () => {
  itIsAProvider(whoxyModule, whoxy, '{"status":0,"status_reason":"error"}')
})
