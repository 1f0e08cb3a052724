import { describe, expect, it } from 'vitest'
import { npmModule } from './npm.ts'
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
const ORIGIN = 'https://www.npmjs.com'
const at = answersFrom(ORIGIN)

describe('npm', () => {
  it('parses the user page data', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/~sindresorhus', headers: { 'x-spiferack': '1' } })
      .reply(200, fixture('npm', 'found.json'), JSON_HEADERS)
    const result = await p.run(npmModule, 'sindresorhus')
    expect(result.evidence?.summary).toBe(
      "GET https://www.npmjs.com/~sindresorhus → HTTP 200, name is 'sindresorhus'",
    )
    expect(requested(p)).toEqual(['GET https://www.npmjs.com/~sindresorhus'])
    expect(flat(result)).toMatchObject({
      name: 'Sindre Sorhus',
      username: 'sindresorhus',
      id: '170392',
      profile_url: 'https://www.npmjs.com/~sindresorhus',
      packages: 1164,
      github: 'sindresorhus',
    })
    expect(flat(result).picture_url).toMatch(/^https:\/\/www\.npmjs\.com\/npm-avatar\//)
  })

  it('answers not_found on 404', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/~noonewouldeverusethis7xq' })
      .reply(404, '{"message":"NotFoundError: Scope not found"}', JSON_HEADERS)
    const result = await p.run(npmModule, 'noonewouldeverusethis7xq')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toBe(
      'GET https://www.npmjs.com/~noonewouldeverusethis7xq → HTTP 404, the user page answers 404 for no such user',
    )
  })

  itRefusesAnotherAccount(
    npmModule,
    at(
      '/~sindresorhus',
      200,
      fixtureWith('npm', 'found.json', ['scope', 'parent', 'name'], 'sindre'),
    ),
  )

  it('reads a Cloudflare challenge as unknown', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/~sindresorhus' })
      .reply(403, '<html><title>Just a moment...</title></html>', {
        headers: { 'cf-mitigated': 'challenge' },
      })
    expect(await p.run(npmModule, 'sindresorhus')).toMatchObject({
      status: 'unknown',
      reason: 'captcha',
    })
  })

  itReportsRateLimits(npmModule, ORIGIN, '/~sindresorhus')
})
