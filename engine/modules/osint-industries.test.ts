import { describe, expect, it } from 'vitest'
import { osintIndustriesModule } from './osint-industries.ts'
import {
  type ProviderEndpoint,
  expectKeyAbsent,
  itIsAProvider,
  providerRun,
} from './_email/provider-testing.ts'
import { ADDRESS } from './_email/testing.ts'
import { UNRECOGNISED, endpoint, fixture, flat } from './_shared/testing.ts'
import type { QueryType } from '../types.ts'

const KEY = 'oi-key-3b8e1f0a9c7d'

/** The search endpoint, for a `type` search of `query`. */
const search = (type: QueryType, query: string): ProviderEndpoint => ({
  key: KEY,
  query,
  type,
  answer: endpoint('https://api.osint.industries', '/v2/request', {
    method: 'POST',
    requestHeaders: { 'api-key': KEY },
    requestBody: JSON.stringify({ type, query, timeout: 45 }),
  }),
})
const run = providerRun(osintIndustriesModule, search('email', ADDRESS))
const runPhone = providerRun(osintIndustriesModule, search('phone', '+447400123456'))

describe('osint-industries (provider)', () => {
  it('is a provider for every query type', () => {
    expect(osintIndustriesModule).toMatchObject({
      types: ['email', 'phone', 'username'],
      needsKey: 'OSINT_INDUSTRIES_API_KEY',
    })
  })

  it('merges every found module object into records in our format, marked with their source', async () => {
    const { result } = await run(fixture('osint-industries', 'found.json'))
    expect(result.status).toBe('found')
    expect(result.evidence?.summary).toBe(
      'POST https://api.osint.industries/v2/request → HTTP 200, status found from modules gravatar, duolingo',
    )
    expect(result.spec_format).toHaveLength(2)
    expect(flat(result)).toEqual({
      id: '35713922',
      name: 'Ada Lovelace',
      username: 'adalovelace',
      location: 'London, UK',
      picture_url: 'https://0.gravatar.com/avatar/2b9150605ac374d671a306b5fcee60a0',
      profile_url: 'https://gravatar.com/adalovelace',
      source: 'gravatar',
      registered: true,
      last_profile_edit: '2024-03-02T10:14:51.000Z',
      pronouns: 'she/her',
    })
    expect(result.spec_format?.[1]).toMatchObject({
      username: { value: 'AdaLovelace1815', type: 'str', proper_key: 'Username' },
      followers: { value: 12, type: 'int', proper_key: 'Followers' },
    })
    expectKeyAbsent(result, KEY)
  })

  it('reads an answer with no found module as not_found', async () => {
    const { result } = await run(fixture('osint-industries', 'not-found.json'))
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toMatch(/HTTP 200, none of the 2 modules answered found$/)
  })

  it('reads its 404 as not_found', async () => {
    const { result } = await run('{"error":"No results found"}', 404)
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toMatch(/HTTP 404, the provider found no results$/)
  })

  it.each([
    ['an object', '{"data":null}'],
    ['a list of things that are not module answers', '[1, "found"]'],
    ['a found module without a record', '[{"module":"github","status":"found"}]'],
  ])('gives no verdict on %s', async (_, body) => {
    expect((await run(body)).result).toMatchObject(UNRECOGNISED)
  })

  it('reports an answer where every module failed as an error', async () => {
    const body = JSON.stringify([
      { module: 'a', status: 'error' },
      { module: 'b', status: 'error' },
    ])
    expect((await run(body)).result).toMatchObject({ status: 'error' })
  })

  it('posts only to /v2/request, with type, query and timeout', async () => {
    const { requests } = await run(fixture('osint-industries', 'not-found.json'))
    expect(requests).toEqual(['POST https://api.osint.industries/v2/request'])
  })

  it('sends a phone search as type phone', async () => {
    const { result } = await runPhone('[]')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toMatch(/HTTP 200, the module list is empty$/)
  })

  it('turns HTML and javascript: URLs from the provider into inert text', async () => {
    const { result } = await run(fixture('osint-industries', 'hostile.json'))
    expect(result.status).toBe('found')
    const record = flat(result)
    expect(record).toEqual({ name: 'Mallory', bio: 'Hi there', source: 'evilsite', note: 'click' })
    expect(result.spec_format?.[0]?.platform_variables?.map((v) => v.proper_key)).toEqual([
      'Found on',
      'Note',
    ])
    expect(JSON.stringify(result)).not.toMatch(/<|javascript:|data:text|\\u0000|\\u202e/i)
  })
})

describe('osint-industries as a provider', () => {
  itIsAProvider(osintIndustriesModule, search('email', ADDRESS), '{"error":"Invalid request"}')
})
