import { describe, expect, it } from 'vitest'
import { wattpadModule } from './wattpad.ts'
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
const ORIGIN = 'https://www.wattpad.com'
const at = answersFrom(ORIGIN)
const FIELDS =
  'username%2Cname%2Cavatar%2Cdescription%2Clocation%2CcreateDate%2Cverified%2Cwebsite%2CnumFollowers%2CnumFollowing%2CnumStoriesPublished%2CnumLists%2CvotesReceived'
const path = (u: string) => `/api/v3/users/${u}?fields=${FIELDS}`

describe('wattpad', () => {
  it('parses the user', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: path('Wattpad') })
      .reply(200, fixture('wattpad', 'found.json'), JSON_HEADERS)
    const result = await p.run(wattpadModule, 'Wattpad')
    expect(result.evidence?.summary).toBe(
      `GET ${ORIGIN}${path('Wattpad')} → HTTP 200, username is 'Wattpad'`,
    )
    expect(requested(p)).toEqual([`GET ${ORIGIN}${path('Wattpad')}`])
    expect(flat(result)).toMatchObject({
      name: 'Wattpad',
      username: 'Wattpad',
      location: 'Toronto, Canada',
      followers: 5843211,
      verified: true,
      profile_url: 'https://www.wattpad.com/user/Wattpad',
      created: '2006-11-22T21:50:39.000Z',
      stories: 41,
    })
  })

  it('answers not_found on error 1014 "User not found"', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: path('noonewouldeverusethis7xq') })
      .reply(400, fixture('wattpad', 'not-found.json'), JSON_HEADERS)
    const result = await p.run(wattpadModule, 'noonewouldeverusethis7xq')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toBe(
      `GET ${ORIGIN}${path('noonewouldeverusethis7xq')} → HTTP 400, error_code is 1014, Wattpad's user not found`,
    )
  })

  itRefusesAnotherAccount(
    wattpadModule,
    at(path('Wattpad'), 200, fixtureWith('wattpad', 'found.json', ['username'], 'WattpadIndia')),
  )

  itReportsRateLimits(wattpadModule, ORIGIN, path('Wattpad'))
})
