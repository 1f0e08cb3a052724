import { githubModule } from './github.ts'
import { answersFrom, fixture, fixtureWith } from './_shared/testing.ts'
import { describeUsernameLookup } from './_shared/username-suite.ts'

const api = answersFrom('https://api.github.com')

describeUsernameLookup(githubModule, {
  cases: {
    'parses the public user object': {
      query: 'octocat',
      answers: [api('/users/octocat', 200, fixture('github', 'found.json'))],
      status: 'found',
      proof: "login is 'octocat'",
      fields: {
        name: 'The Octocat',
        username: 'octocat',
        id: '583231',
        location: 'San Francisco',
        followers: 17564,
        picture_url: 'https://avatars.githubusercontent.com/u/583231?v=4',
        profile_url: 'https://github.com/octocat',
        created: '2011-01-25T18:44:36.000Z',
        public_repos: 8,
        blog: 'https://github.blog/',
      },
    },
    'answers not_found on 404': {
      query: 'noonewouldeverusethis7-xq',
      answers: [api('/users/noonewouldeverusethis7-xq', 404, fixture('github', 'not-found.json'))],
      status: 'not_found',
      proof: 'the users API answers 404 for no such login',
    },
    'answers not_found without asking for a login GitHub forbids': {
      query: 'has.dot',
      answers: [],
      status: 'not_found',
      summary: 'No request: GitHub logins are letters, digits, "-" and "_"',
    },
    'reads the hourly quota answer (403, remaining 0) as rate_limited': {
      query: 'octocat',
      answers: [
        api('/users/octocat', 403, '{"message":"API rate limit exceeded for 192.0.2.1."}', {
          headers: { 'content-type': 'application/json', 'x-ratelimit-remaining': '0' },
        }),
      ],
      status: 'unknown',
      reason: 'rate_limited',
    },
    'reads any other 403 as blocked': {
      query: 'octocat',
      answers: [api('/users/octocat', 403, 'Forbidden', { headers: {} })],
      status: 'unknown',
      reason: 'blocked',
    },
  },
  anotherAccount: api(
    '/users/octocat',
    200,
    fixtureWith('github', 'found.json', ['login'], 'octocat2'),
  ),
})
