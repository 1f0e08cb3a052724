import { describe, expect, it } from 'vitest'
import { robloxModule } from './roblox.ts'
import {
  JSON_HEADERS,
  UNRECOGNISED,
  fixture,
  fixtureWith,
  flat,
  itReportsRateLimits,
  requestBody,
  requested,
  usePlatforms,
} from './_shared/testing.ts'

const platform = usePlatforms()
const USERS = 'https://users.roblox.com'
const HEADSHOT = '/v1/users/avatar-headshot?userIds=156&size=150x150&format=Png&isCircular=false'

/** builderman resolves to id 156, whose profile answers `status` with `profile`. */
function resolvesTo(p: ReturnType<typeof platform>, status: number, profile: string) {
  const users = p.agent.get(USERS)
  users
    .intercept({ path: '/v1/usernames/users', method: 'POST' })
    .reply(200, fixture('roblox', 'usernames.json'), JSON_HEADERS)
  users.intercept({ path: '/v1/users/156' }).reply(status, profile, JSON_HEADERS)
}

describe('roblox', () => {
  it('resolves the name, reads followers and avatar, then the profile that decides', async () => {
    const p = platform()
    resolvesTo(p, 200, fixture('roblox', 'user.json'))
    p.agent
      .get('https://friends.roblox.com')
      .intercept({ path: '/v1/users/156/followers/count' })
      .reply(200, fixture('roblox', 'followers-count.json'), JSON_HEADERS)
    p.agent
      .get('https://thumbnails.roblox.com')
      .intercept({ path: HEADSHOT })
      .reply(200, fixture('roblox', 'headshot.json'), JSON_HEADERS)
    const result = await p.run(robloxModule, 'builderman')
    expect(requested(p)[0]).toBe('POST https://users.roblox.com/v1/usernames/users')
    expect(requestBody(p)).toEqual({ usernames: ['builderman'], excludeBannedUsers: false })
    expect(requested(p)).toHaveLength(4)
    expect(requested(p)[3]).toBe('GET https://users.roblox.com/v1/users/156')
    expect(result.evidence?.summary).toBe(
      "GET https://users.roblox.com/v1/users/156 → HTTP 200, name is 'builderman'",
    )
    expect(flat(result)).toMatchObject({
      name: 'builderman',
      username: 'builderman',
      id: '156',
      followers: 2874191,
      verified: true,
      profile_url: 'https://www.roblox.com/users/156/profile',
      created: '2006-02-27T21:06:40.300Z',
      banned: false,
    })
    expect(flat(result).picture_url).toMatch(/^https:\/\/tr\.rbxcdn\.com\//)
  })

  it('answers not_found on an empty data list', async () => {
    const p = platform()
    p.agent
      .get(USERS)
      .intercept({ path: '/v1/usernames/users', method: 'POST' })
      .reply(200, '{"data":[]}', JSON_HEADERS)
    const result = await p.run(robloxModule, 'noonewouldever7xq')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toBe(
      'POST https://users.roblox.com/v1/usernames/users → HTTP 200, field data is an empty list',
    )
  })

  it('refuses a profile of another name', async () => {
    const p = platform()
    resolvesTo(p, 200, fixtureWith('roblox', 'user.json', ['name'], 'builderman2'))
    expect(await p.run(robloxModule, 'builderman')).toMatchObject(UNRECOGNISED)
  })

  it('gives no verdict when the profile, which decides, does not answer', async () => {
    const p = platform()
    resolvesTo(p, 429, '{}')
    expect(await p.run(robloxModule, 'builderman')).toMatchObject({
      status: 'unknown',
      reason: 'rate_limited',
    })
  })

  itReportsRateLimits(robloxModule, USERS, '/v1/usernames/users', 'POST')
})
