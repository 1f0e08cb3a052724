import { describe, expect, it } from 'vitest'
import { scratchModule } from './scratch.ts'
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
const ORIGIN = 'https://api.scratch.mit.edu'
const at = answersFrom(ORIGIN)

describe('scratch', () => {
  it('parses the user', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/users/griffpatch' })
      .reply(200, fixture('scratch', 'found.json'), JSON_HEADERS)
    const result = await p.run(scratchModule, 'griffpatch')
    expect(result.evidence?.summary).toBe(
      "GET https://api.scratch.mit.edu/users/griffpatch → HTTP 200, username is 'griffpatch'",
    )
    expect(requested(p)).toEqual(['GET https://api.scratch.mit.edu/users/griffpatch'])
    expect(flat(result)).toMatchObject({
      username: 'griffpatch',
      id: '1882674',
      bio: 'Game developer and Scratch tutor',
      location: 'United Kingdom',
      picture_url: 'https://cdn2.scratch.mit.edu/get_image/user/1882674_90x90.png?v=',
      profile_url: 'https://scratch.mit.edu/users/griffpatch',
      joined: '2012-10-24T16:08:59.000Z',
    })
  })

  it('answers not_found on 404', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/users/noonewouldever7xq' })
      .reply(404, '{"code":"NotFound","message":""}', JSON_HEADERS)
    const result = await p.run(scratchModule, 'noonewouldever7xq')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toBe(
      'GET https://api.scratch.mit.edu/users/noonewouldever7xq → HTTP 404, the users API answers 404 for no such user',
    )
  })

  itRefusesAnotherAccount(
    scratchModule,
    at(
      '/users/griffpatch',
      200,
      fixtureWith('scratch', 'found.json', ['username'], 'griffpatch_alt'),
    ),
  )

  itReportsRateLimits(scratchModule, ORIGIN, '/users/griffpatch')
})
