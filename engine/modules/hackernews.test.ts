import { describe, expect, it } from 'vitest'
import { hackernewsModule } from './hackernews.ts'
import {
  HTML_HEADERS,
  JSON_HEADERS,
  UNRECOGNISED,
  answersFrom,
  fixture,
  fixtureWith,
  flat,
  itRefusesAnotherAccount,
  requested,
  usePlatforms,
} from './_shared/testing.ts'

const platform = usePlatforms()
const API = 'https://hacker-news.firebaseio.com'
const SITE = 'https://news.ycombinator.com'
const api = answersFrom(API)

describe('hackernews', () => {
  it('parses the Firebase user object', async () => {
    const p = platform()
    p.agent
      .get(API)
      .intercept({ path: '/v0/user/pg.json' })
      .reply(200, fixture('hackernews', 'found.json'), JSON_HEADERS)
    const result = await p.run(hackernewsModule, 'pg')
    expect(result.evidence?.summary).toBe(
      "GET https://hacker-news.firebaseio.com/v0/user/pg.json → HTTP 200, id is 'pg'",
    )
    expect(requested(p)).toEqual(['GET https://hacker-news.firebaseio.com/v0/user/pg.json'])
    expect(flat(result)).toMatchObject({
      username: 'pg',
      bio: 'Bug fixer.\nBlog: http://paulgraham.com',
      profile_url: 'https://news.ycombinator.com/user?id=pg',
      created: '2006-10-09T18:21:32.000Z',
      karma: 157316,
      submissions: 4,
    })
  })

  it('answers not_found on a JSON null', async () => {
    const p = platform()
    p.agent
      .get(API)
      .intercept({ path: '/v0/user/noonewouldeverusethis7-xq.json' })
      .reply(200, 'null', JSON_HEADERS)
    const result = await p.run(hackernewsModule, 'noonewouldeverusethis7-xq')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toBe(
      'GET https://hacker-news.firebaseio.com/v0/user/noonewouldeverusethis7-xq.json → HTTP 200, the user API answers null',
    )
  })

  itRefusesAnotherAccount(
    hackernewsModule,
    api('/v0/user/pg.json', 200, fixtureWith('hackernews', 'found.json', ['id'], 'pg2')),
  )

  it('reads an object without an id as unrecognised, not absent', async () => {
    const p = platform()
    p.agent.get(API).intercept({ path: '/v0/user/pg.json' }).reply(200, '{}', JSON_HEADERS)
    expect(await p.run(hackernewsModule, 'pg')).toMatchObject(UNRECOGNISED)
  })

  it('asks the site itself when Firebase is walled off', async () => {
    const p = platform()
    p.agent.get(API).intercept({ path: '/v0/user/pg.json' }).reply(503, 'Service Unavailable')
    p.agent
      .get(SITE)
      .intercept({ path: '/user?id=pg' })
      .reply(200, fixture('hackernews', 'user-page.html'), HTML_HEADERS)
    const result = await p.run(hackernewsModule, 'pg')
    expect(requested(p)).toEqual([
      'GET https://hacker-news.firebaseio.com/v0/user/pg.json',
      'GET https://news.ycombinator.com/user?id=pg',
    ])
    expect(result.evidence?.summary).toBe(
      "GET https://news.ycombinator.com/user?id=pg → HTTP 200, user row is 'pg'",
    )
    expect(flat(result)).toMatchObject({
      username: 'pg',
      bio: 'Bug fixer.',
      created: '2006-10-09T18:21:32.000Z',
      karma: 157316,
    })
  })

  it('reads "No such user." on the site as not_found', async () => {
    const p = platform()
    p.agent.get(API).intercept({ path: '/v0/user/nobody-xq.json' }).reply(429, 'slow down')
    p.agent.get(SITE).intercept({ path: '/user?id=nobody-xq' }).reply(200, 'No such user.')
    const result = await p.run(hackernewsModule, 'nobody-xq')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toBe(
      "GET https://news.ycombinator.com/user?id=nobody-xq → HTTP 200, the page says 'No such user.'",
    )
  })

  it('refuses a site page for another user', async () => {
    const p = platform()
    p.agent.get(API).intercept({ path: '/v0/user/pgg.json' }).reply(503, 'Service Unavailable')
    p.agent
      .get(SITE)
      .intercept({ path: '/user?id=pgg' })
      .reply(200, fixture('hackernews', 'user-page.html'), HTML_HEADERS)
    expect(await p.run(hackernewsModule, 'pgg')).toMatchObject(UNRECOGNISED)
  })

  it('reports unknown when both sources are walled off', async () => {
    const p = platform()
    p.agent.get(API).intercept({ path: '/v0/user/pg.json' }).reply(429, 'slow down')
    p.agent.get(SITE).intercept({ path: '/user?id=pg' }).reply(429, 'Sorry.')
    expect(await p.run(hackernewsModule, 'pg')).toMatchObject({
      status: 'unknown',
      reason: 'rate_limited',
    })
  })
})
