import { describe, expect, it } from 'vitest'
import { buildRecord } from '../modules/_shared/fields.ts'
import { usePlatforms } from '../modules/_shared/testing.ts'
import type { LookupModule } from '../types.ts'

const PICTURE = 'JPEG'.repeat(64)

/** A platform whose profile of "ada" has a bio, a picture and a link. */
const linkly: LookupModule = {
  id: 'linkly',
  name: 'Linkly',
  category: 'social',
  types: ['username'],
  url: 'https://linkly.example/{}',
  hosts: ['api.linkly.example'],
  kind: 'module',
  fixtures: { present: 'ada', absent: 'nobody-1' },
  async run(ctx) {
    await ctx.http.request(`https://api.linkly.example/users/${ctx.query}`)
    return {
      status: 'found',
      proof: 'the users API names ada',
      records: [
        buildRecord({
          username: ctx.query,
          bio: 'Also @ada_codes, and https://twitter.com/ada',
          picture_url: 'https://cdn.linkly.example/ada.jpg',
        }),
      ],
    }
  },
}

const newPlatform = usePlatforms()

function platform() {
  const p = newPlatform()
  p.agent.get('https://api.linkly.example').intercept({ path: '/users/ada' }).reply(200, '{}')
  p.agent
    .get('https://cdn.linkly.example')
    .intercept({ path: '/ada.jpg' })
    .reply(200, PICTURE, { headers: { 'content-type': 'image/jpeg' } })
  return p
}

describe('a found result within a search', () => {
  it('carries its leads, its links and its picture’s hash', async () => {
    const p = platform()
    const result = await p.run(linkly, 'ada', 'username', { signal: new AbortController().signal })
    expect(result).toMatchObject({
      status: 'found',
      leads: [{ kind: 'username', value: 'ada_codes', field: 'Bio' }],
      links: ['https://x.com/ada'],
      picture_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
    expect(p.calls()).toContain('GET https://cdn.linkly.example/ada.jpg')
  })

  it('outside a search (a canary) fetches no picture', async () => {
    const p = platform()
    const result = await p.run(linkly, 'ada')
    expect(result.leads).toHaveLength(1)
    expect(result.picture_sha256).toBeUndefined()
    expect(p.calls()).toEqual(['GET https://api.linkly.example/users/ada'])
  })
})
