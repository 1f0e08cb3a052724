import { describe, expect, it } from 'vitest'
import { pypiModule } from './pypi.ts'
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
const ORIGIN = 'https://pypi.org'
const at = answersFrom(ORIGIN, HTML_HEADERS)

describe('pypi', () => {
  it('parses the profile page', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/user/gvanrossum/' })
      .reply(200, fixture('pypi', 'found.html'), HTML_HEADERS)
    const result = await p.run(pypiModule, 'gvanrossum')
    expect(result.evidence?.summary).toBe(
      "GET https://pypi.org/user/gvanrossum/ → HTTP 200, profile username is 'gvanrossum'",
    )
    expect(requested(p)).toEqual(['GET https://pypi.org/user/gvanrossum/'])
    expect(flat(result)).toMatchObject({
      name: 'Guido van Rossum',
      username: 'gvanrossum',
      profile_url: 'https://pypi.org/user/gvanrossum/',
      joined: '2005-03-22T16:56:01.000Z',
      projects: 12,
    })
    expect(flat(result).picture_url).toMatch(/^https:\/\/pypi-camo\.freetls\.fastly\.net\//)
  })

  it('answers not_found on 404', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/user/noonewouldeverusethis7xq/' })
      .reply(404, '<html><title>Page Not Found (404) · PyPI</title></html>', HTML_HEADERS)
    const result = await p.run(pypiModule, 'noonewouldeverusethis7xq')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toBe(
      'GET https://pypi.org/user/noonewouldeverusethis7xq/ → HTTP 404, the profile page answers 404 for no such user',
    )
  })

  itRefusesAnotherAccount(
    pypiModule,
    at(
      '/user/gvanrossum/',
      200,
      fixture('pypi', 'found.html').replace('&nbsp;&nbsp;gvanrossum<', '&nbsp;&nbsp;guido<'),
    ),
  )

  itReportsRateLimits(pypiModule, ORIGIN, '/user/gvanrossum/')
})
