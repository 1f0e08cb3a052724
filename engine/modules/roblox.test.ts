import { expect } from 'vitest'
import { robloxModule } from './roblox.ts'
import { UNRECOGNISED, answersFrom, fixture, fixtureWith } from './_shared/testing.ts'
import { describeUsernameLookup } from './_shared/username-suite.ts'

const USERS = 'https://users.roblox.com'
const users = answersFrom(USERS)
const HEADSHOT = '/v1/users/avatar-headshot?userIds=156&size=150x150&format=Png&isCircular=false'

/** builderman resolves to id 156, whose profile answers `status` with `profile`. */
const resolvesTo = (status: number, profile: string) => [
  users('/v1/usernames/users', 200, fixture('roblox', 'usernames.json'), { method: 'POST' }),
  users('/v1/users/156', status, profile),
]

/** Followers and avatar are asked together, in either order, before the profile. */
const CALLS = [
  'POST https://users.roblox.com/v1/usernames/users',
  expect.any(String),
  expect.any(String),
  'GET https://users.roblox.com/v1/users/156',
]

describeUsernameLookup(robloxModule, {
  cases: {
    'resolves the name, reads followers and avatar, then the profile that decides': {
      query: 'builderman',
      answers: [
        ...resolvesTo(200, fixture('roblox', 'user.json')),
        answersFrom('https://friends.roblox.com')(
          '/v1/users/156/followers/count',
          200,
          fixture('roblox', 'followers-count.json'),
        ),
        answersFrom('https://thumbnails.roblox.com')(
          HEADSHOT,
          200,
          fixture('roblox', 'headshot.json'),
        ),
      ],
      status: 'found',
      calls: CALLS,
      sent: { usernames: ['builderman'], excludeBannedUsers: false },
      summary: "GET https://users.roblox.com/v1/users/156 → HTTP 200, name is 'builderman'",
      fields: {
        name: 'builderman',
        username: 'builderman',
        id: '156',
        followers: 2874191,
        verified: true,
        profile_url: 'https://www.roblox.com/users/156/profile',
        created: '2006-02-27T21:06:40.300Z',
        banned: false,
        picture_url: expect.stringMatching(/^https:\/\/tr\.rbxcdn\.com\//),
      },
    },
    'answers not_found on an empty data list': {
      query: 'noonewouldever7xq',
      answers: [users('/v1/usernames/users', 200, '{"data":[]}', { method: 'POST' })],
      status: 'not_found',
      summary:
        'POST https://users.roblox.com/v1/usernames/users → HTTP 200, field data is an empty list',
    },
    'refuses a profile of another name': {
      query: 'builderman',
      answers: resolvesTo(200, fixtureWith('roblox', 'user.json', ['name'], 'builderman2')),
      calls: CALLS,
      ...UNRECOGNISED,
    },
    'gives no verdict when the profile, which decides, does not answer': {
      query: 'builderman',
      answers: resolvesTo(429, '{}'),
      calls: CALLS,
      status: 'unknown',
      reason: 'rate_limited',
    },
  },
  rateLimitedAt: [USERS, '/v1/usernames/users', 'POST'],
})
