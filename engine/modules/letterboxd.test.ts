import { describe, expect, it } from 'vitest'
import { letterboxdModule } from './letterboxd.ts'
import {
  HTML_HEADERS,
  answersFrom,
  fixture,
  flat,
  itRefusesAnotherAccount,
  itReportsRateLimits,
  requested,
  usePlatforms,
} from './_shared/testing.ts'

const platform = usePlatforms()
const ORIGIN = 'https://letterboxd.com'
const at = answersFrom(ORIGIN, HTML_HEADERS)

describe('letterboxd', () => {
  it('parses the profile page', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/dave/' })
      .reply(200, fixture('letterboxd', 'found.html'), HTML_HEADERS)
    const result = await p.run(letterboxdModule, 'dave')
    expect(result.evidence?.summary).toBe(
      "GET https://letterboxd.com/dave/ → HTTP 200, og:url username is 'dave'",
    )
    expect(requested(p)).toEqual(['GET https://letterboxd.com/dave/'])
    expect(flat(result)).toMatchObject({
      name: 'Dave Vis',
      username: 'dave',
      id: '1',
      bio: 'Letterboxd co-founder. Wellington.',
      location: 'Wellington, New Zealand',
      followers: 21877,
      profile_url: 'https://letterboxd.com/dave/',
      films: 3214,
      following: 312,
    })
    expect(flat(result).picture_url).toMatch(/avtr-0-220-0-220-crop\.jpg/)
  })

  it('answers not_found on 404', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/noonewouldeverusethis7xq/' })
      .reply(
        404,
        '<html><body><h1>Sorry, we can’t find the page you’ve requested.</h1></body></html>',
        HTML_HEADERS,
      )
    const result = await p.run(letterboxdModule, 'noonewouldeverusethis7xq')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toBe(
      'GET https://letterboxd.com/noonewouldeverusethis7xq/ → HTTP 404, the profile page answers 404 for no such member',
    )
  })

  itRefusesAnotherAccount(
    letterboxdModule,
    at(
      '/dave/',
      200,
      fixture('letterboxd', 'found.html').replace(
        'content="https://letterboxd.com/dave/"',
        'content="https://letterboxd.com/davevis/"',
      ),
    ),
  )

  itReportsRateLimits(letterboxdModule, ORIGIN, '/dave/')
})
