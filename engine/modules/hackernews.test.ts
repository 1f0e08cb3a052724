import { hackernewsModule } from './hackernews.ts'
import { UNRECOGNISED, answersFrom, fixture, fixtureWith, pagesFrom } from './_shared/testing.ts'
import { describeUsernameLookup } from './_shared/username-suite.ts'

const api = answersFrom('https://hacker-news.firebaseio.com')
const site = pagesFrom('https://news.ycombinator.com')
/** Firebase walled off with `status` and `body`, which sends the module to the site. */
const wall = (path: string, status: number, body: string) =>
  api(path, status, body, { headers: {} })

describeUsernameLookup(hackernewsModule, {
  cases: {
    'parses the Firebase user object': {
      query: 'pg',
      answers: [api('/v0/user/pg.json', 200, fixture('hackernews', 'found.json'))],
      status: 'found',
      proof: "id is 'pg'",
      fields: {
        username: 'pg',
        bio: 'Bug fixer.\nBlog: http://paulgraham.com',
        profile_url: 'https://news.ycombinator.com/user?id=pg',
        created: '2006-10-09T18:21:32.000Z',
        karma: 157316,
        submissions: 4,
      },
    },
    'answers not_found on a JSON null': {
      query: 'noonewouldeverusethis7-xq',
      answers: [api('/v0/user/noonewouldeverusethis7-xq.json', 200, 'null')],
      status: 'not_found',
      proof: 'the user API answers null',
    },
    'reads an object without an id as unrecognised, not absent': {
      query: 'pg',
      answers: [api('/v0/user/pg.json', 200, '{}')],
      ...UNRECOGNISED,
    },
    'asks the site itself when Firebase is walled off': {
      query: 'pg',
      answers: [
        wall('/v0/user/pg.json', 503, 'Service Unavailable'),
        site('/user?id=pg', 200, fixture('hackernews', 'user-page.html')),
      ],
      status: 'found',
      proof: "user row is 'pg'",
      fields: {
        username: 'pg',
        bio: 'Bug fixer.',
        created: '2006-10-09T18:21:32.000Z',
        karma: 157316,
      },
    },
    'reads "No such user." on the site as not_found': {
      query: 'nobody-xq',
      answers: [
        wall('/v0/user/nobody-xq.json', 429, 'slow down'),
        site('/user?id=nobody-xq', 200, 'No such user.', { headers: {} }),
      ],
      status: 'not_found',
      proof: "the page says 'No such user.'",
    },
    'refuses a site page for another user': {
      query: 'pgg',
      answers: [
        wall('/v0/user/pgg.json', 503, 'Service Unavailable'),
        site('/user?id=pgg', 200, fixture('hackernews', 'user-page.html')),
      ],
      ...UNRECOGNISED,
    },
    'reports unknown when both sources are walled off': {
      query: 'pg',
      answers: [
        wall('/v0/user/pg.json', 429, 'slow down'),
        site('/user?id=pg', 429, 'Sorry.', { headers: {} }),
      ],
      status: 'unknown',
      reason: 'rate_limited',
    },
  },
  anotherAccount: api(
    '/v0/user/pg.json',
    200,
    fixtureWith('hackernews', 'found.json', ['id'], 'pg2'),
  ),
  rateLimitedAt: false,
})
