import { describe, expect, it } from 'vitest'
import { keybaseModule } from './keybase.ts'
import {
  JSON_HEADERS,
  UNRECOGNISED,
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
const ORIGIN = 'https://keybase.io'
const at = answersFrom(ORIGIN)
const path = (u: string) => `/_/api/1.0/user/lookup.json?usernames=${u}`

describe('keybase', () => {
  it('parses the user and its proofs', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: path('chris') })
      .reply(200, fixture('keybase', 'found.json'), JSON_HEADERS)
    const result = await p.run(keybaseModule, 'chris')
    expect(result.evidence?.summary).toBe(
      `GET ${ORIGIN}${path('chris')} → HTTP 200, username is 'chris'`,
    )
    expect(requested(p)).toEqual([`GET ${ORIGIN}${path('chris')}`])
    expect(flat(result)).toMatchObject({
      name: 'Chris Coyne',
      username: 'chris',
      id: '23260c2ce19420f97b58d7d95b68ca00',
      location: 'NYC',
      profile_url: 'https://keybase.io/chris',
      created: '2014-02-06T03:30:00.000Z',
      proof_count: 2,
      proofs: 'twitter:malgorithms, github:malgorithms',
      devices: 2,
    })
  })

  it('answers not_found on them: [null]', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: path('noonewouldever7') })
      .reply(200, '{"status":{"code":0,"name":"OK"},"them":[null]}', JSON_HEADERS)
    const result = await p.run(keybaseModule, 'noonewouldever7')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toBe(
      `GET ${ORIGIN}${path('noonewouldever7')} → HTTP 200, status OK, field them is [null]`,
    )
  })

  itRefusesAnotherAccount(
    keybaseModule,
    at(
      path('chris'),
      200,
      fixtureWith('keybase', 'found.json', ['them', 0, 'basics', 'username_cased'], 'chris2'),
    ),
  )

  it('reads any other API status as unrecognised, not a verdict', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: path('chris') })
      .reply(
        200,
        '{"status":{"code":100,"desc":"bad list value","name":"INPUT_ERROR"}}',
        JSON_HEADERS,
      )
    expect(await p.run(keybaseModule, 'chris')).toMatchObject(UNRECOGNISED)
  })

  itReportsRateLimits(keybaseModule, ORIGIN, path('chris'))
})
