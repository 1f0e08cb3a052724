import { describe, expect, it } from 'vitest'
import { steamModule } from './steam.ts'
import {
  UNRECOGNISED,
  answersFrom,
  fixture,
  flat,
  itRefusesAnotherAccount,
  itReportsRateLimits,
  requested,
  usePlatforms,
} from './_shared/testing.ts'

const platform = usePlatforms()
const ORIGIN = 'https://steamcommunity.com'
const XML = { headers: { 'content-type': 'text/xml; charset=utf-8' } }
const at = answersFrom(ORIGIN, XML)

describe('steam', () => {
  it('parses the XML profile', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/id/gabelogannewell/?xml=1' })
      .reply(200, fixture('steam', 'found.xml'), XML)
    const result = await p.run(steamModule, 'gabelogannewell')
    expect(result.evidence?.summary).toBe(
      "GET https://steamcommunity.com/id/gabelogannewell/?xml=1 → HTTP 200, customURL is 'gabelogannewell'",
    )
    expect(requested(p)).toEqual(['GET https://steamcommunity.com/id/gabelogannewell/?xml=1'])
    expect(flat(result)).toMatchObject({
      name: 'Gabe Newell',
      username: 'Rabscuttle',
      id: '76561197960287930',
      bio: "Hi, I'm Gabe.\nWelcome to Steam.",
      location: 'Washington, United States',
      picture_url:
        'https://avatars.steamstatic.com/c5d56249ee5d28a07db4ac9f7f60af961fab5426_full.jpg',
      profile_url: 'https://steamcommunity.com/id/gabelogannewell',
      vac_banned: false,
      privacy: 'public',
    })
    expect(flat(result).member_since).toBe('2003-09-12T00:00:00.000Z')
  })

  it('answers not_found on "The specified profile could not be found."', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/id/noonewouldeverusethis7xq/?xml=1' })
      .reply(200, fixture('steam', 'not-found.xml'), XML)
    const result = await p.run(steamModule, 'noonewouldeverusethis7xq')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toBe(
      "GET https://steamcommunity.com/id/noonewouldeverusethis7xq/?xml=1 → HTTP 200, error 'The specified profile could not be found.'",
    )
  })

  itRefusesAnotherAccount(
    steamModule,
    at(
      '/id/gabelogannewell/?xml=1',
      200,
      fixture('steam', 'found.xml').replace(
        '<customURL><![CDATA[gabelogannewell]]>',
        '<customURL><![CDATA[gaben]]>',
      ),
    ),
  )

  it('reads an HTML page where XML was expected as unrecognised, not a verdict', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/id/gabelogannewell/?xml=1' })
      .reply(200, '<html><body>Steam Community :: Error</body></html>')
    expect(await p.run(steamModule, 'gabelogannewell')).toMatchObject(UNRECOGNISED)
  })

  itReportsRateLimits(steamModule, ORIGIN, '/id/gabelogannewell/?xml=1')
})
