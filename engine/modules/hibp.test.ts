import { describe, expect, it } from 'vitest'
import { hibpModule } from './hibp.ts'
import {
  type ProviderEndpoint,
  expectKeyAbsent,
  itIsAProvider,
  providerRun,
} from './_email/provider-testing.ts'
import { ADDRESS, ENCODED_ADDRESS } from './_email/testing.ts'
import { UNRECOGNISED, endpoint, fixture, flat } from './_shared/testing.ts'

const KEY = 'hibp-key-5f3a9c2e7d1b4a60'
const path = `/api/v3/breachedaccount/${ENCODED_ADDRESS}?truncateResponse=false`
const hibp: ProviderEndpoint = {
  key: KEY,
  query: ADDRESS,
  type: 'email',
  answer: endpoint('https://haveibeenpwned.com', path, {
    requestHeaders: { 'hibp-api-key': KEY },
  }),
}
const run = providerRun(hibpModule, hibp)

describe('hibp (provider)', () => {
  it('is a breach provider', () => {
    expect(hibpModule).toMatchObject({ category: 'breach', needsKey: 'HIBP_API_KEY' })
  })

  it('maps each breach to a record with its name, domain, date and data classes', async () => {
    const { result } = await run(fixture('hibp', 'found.json'))
    expect(result.status).toBe('found')
    expect(result.evidence?.summary).toBe(
      `GET https://haveibeenpwned.com${path} → HTTP 200, the breach list holds 2 breaches`,
    )
    expect(result.spec_format).toHaveLength(2)
    expect(flat(result)).toMatchObject({
      email: ADDRESS,
      name: 'Adobe',
      breach_name: 'Adobe',
      breach_domain: 'adobe.com',
      breach_date: '2013-10-04T00:00:00.000Z',
      added_date: '2013-12-04T00:00:00.000Z',
      data_classes: 'Email addresses, Password hints, Passwords, Usernames',
      pwn_count: 152445165,
      logo_url: 'https://logos.haveibeenpwned.com/Adobe.png',
      verified_breach: true,
    })
    // The breach description arrives as text: HIBP's own links and emphasis are gone.
    expect(flat(result).description).toMatch(/^In October 2013, 153 million Adobe accounts/)
    expect(String(flat(result).description)).not.toMatch(/[<>]/)
    expect(result.spec_format?.[1]?.name?.value).toBe('LinkedIn')
    expectKeyAbsent(result, KEY)
  })

  it('reads 404 as not_found: the address is in no breach', async () => {
    const { result } = await run('', 404)
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toMatch(/HTTP 404, HIBP knows the address from no breach$/)
  })

  it('reads an empty breach list as not_found', async () => {
    const { result } = await run('[]')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toMatch(/HTTP 200, the breach list is empty$/)
  })

  it('gives no verdict on a 200 answer that is not a breach list', async () => {
    const { result } = await run('{"data":null}')
    expect(result).toMatchObject(UNRECOGNISED)
  })

  it('reports a rate limit as unknown (rate_limited)', async () => {
    const { result } = await run(fixture('hibp', 'rate-limited.json'), 429)
    expect(result).toMatchObject({ status: 'unknown', reason: 'rate_limited' })
  })

  it('asks only the breachedaccount endpoint, with the key in its header', async () => {
    const { requests } = await run(fixture('hibp', 'found.json'))
    expect(requests).toEqual([`GET https://haveibeenpwned.com${path}`])
  })

  it('turns HTML and javascript: URLs in a breach into inert text', async () => {
    const { result } = await run(fixture('hibp', 'hostile.json'))
    const record = flat(result)
    expect(record).toMatchObject({
      name: 'Evil Corp',
      breach_name: 'Evil',
      data_classes: 'Email addresses, Passwords',
      description: 'Click here now',
    })
    expect(record).not.toHaveProperty('logo_url')
    expect(JSON.stringify(result)).not.toMatch(/<|javascript:|\\u0007|\\u202e/i)
  })
})

describe('hibp as a provider', () => {
  itIsAProvider(hibpModule, hibp, fixture('hibp', 'unauthorised.json'))
})
