import { describe, expect, it } from 'vitest'
import { mastodonModule } from './mastodon.ts'
import {
  JSON_HEADERS,
  answersFrom,
  fixture,
  fixtureWith,
  flat,
  itRefusesAnotherAccount,
  itReportsRateLimits,
  requested,
  usePlatforms,
} from './_shared/testing.ts'

const platform = usePlatforms()
const ORIGIN = 'https://mastodon.social'
const at = answersFrom(ORIGIN)

describe('mastodon', () => {
  it('parses the account from the lookup endpoint', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/api/v1/accounts/lookup?acct=Gargron' })
      .reply(200, fixture('mastodon', 'found.json'), JSON_HEADERS)
    const result = await p.run(mastodonModule, 'Gargron')
    expect(result.evidence?.summary).toBe(
      "GET https://mastodon.social/api/v1/accounts/lookup?acct=Gargron → HTTP 200, username is 'Gargron'",
    )
    expect(requested(p)).toEqual([
      'GET https://mastodon.social/api/v1/accounts/lookup?acct=Gargron',
    ])
    expect(flat(result)).toMatchObject({
      name: 'Eugen Rochko',
      username: 'Gargron',
      id: '1',
      bio: 'Founder, CEO and lead developer @Mastodon, Germany.',
      followers: 312404,
      last_seen: '2024-05-28T00:00:00.000Z',
      profile_url: 'https://mastodon.social/@Gargron',
      created: '2016-03-16T00:00:00.000Z',
      posts: 77652,
      verified_links: 1,
    })
  })

  it('answers not_found on 404', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/api/v1/accounts/lookup?acct=noonewouldeverusethis7xq' })
      .reply(404, '{"error":"Record not found"}', JSON_HEADERS)
    const result = await p.run(mastodonModule, 'noonewouldeverusethis7xq')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toBe(
      'GET https://mastodon.social/api/v1/accounts/lookup?acct=noonewouldeverusethis7xq → HTTP 404, the account lookup answers 404 for no such account',
    )
  })

  itRefusesAnotherAccount(
    mastodonModule,
    at(
      '/api/v1/accounts/lookup?acct=Gargron',
      200,
      fixtureWith('mastodon', 'found.json', ['username'], 'Gargron2'),
    ),
  )

  it('answers not_found for a name with "-", which local accounts cannot have', async () => {
    const p = platform()
    const result = await p.run(mastodonModule, 'a-b')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toBe(
      'No request: Mastodon local usernames are letters, digits and "_"',
    )
    expect(requested(p)).toEqual([])
  })

  itReportsRateLimits(mastodonModule, ORIGIN, '/api/v1/accounts/lookup?acct=Gargron')
})
