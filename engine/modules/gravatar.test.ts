import { describe, expect, it } from 'vitest'
import { gravatarModule } from './gravatar.ts'
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
const ORIGIN = 'https://en.gravatar.com'
const at = answersFrom(ORIGIN)

describe('gravatar', () => {
  it('parses the profile entry', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/beau.json' })
      .reply(200, fixture('gravatar', 'found.json'), JSON_HEADERS)
    const result = await p.run(gravatarModule, 'beau')
    expect(result.evidence?.summary).toBe(
      "GET https://en.gravatar.com/beau.json → HTTP 200, preferredUsername is 'beau'",
    )
    expect(requested(p)).toEqual(['GET https://en.gravatar.com/beau.json'])
    expect(flat(result)).toMatchObject({
      name: 'Beau Lebens',
      first_name: 'Beau',
      username: 'beau',
      id: '2',
      location: 'Colorado, USA',
      picture_url: 'https://2.gravatar.com/avatar/22bd03ace6f176bfe0c593650bcf45d8',
      profile_url: 'https://gravatar.com/beau',
      hash: '22bd03ace6f176bfe0c593650bcf45d8',
      accounts: 'github:beaulebens',
    })
  })

  it('answers not_found on 404 "User not found"', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/noonewouldeverusethis7xq.json' })
      .reply(404, '"User not found"', JSON_HEADERS)
    const result = await p.run(gravatarModule, 'noonewouldeverusethis7xq')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toBe(
      'GET https://en.gravatar.com/noonewouldeverusethis7xq.json → HTTP 404, the profile API answers 404 for no such profile',
    )
  })

  itRefusesAnotherAccount(
    gravatarModule,
    at(
      '/beau.json',
      200,
      fixtureWith('gravatar', 'found.json', ['entry', 0, 'preferredUsername'], 'beaulebens'),
    ),
  )

  itReportsRateLimits(gravatarModule, ORIGIN, '/beau.json')
})
