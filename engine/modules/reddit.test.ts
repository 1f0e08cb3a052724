import { redditModule } from './reddit.ts'
import { answersFrom, fixture, fixtureWith } from './_shared/testing.ts'
import { describeUsernameLookup } from './_shared/username-suite.ts'

const ORIGIN = 'https://www.reddit.com'
const at = answersFrom(ORIGIN)

describeUsernameLookup(redditModule, {
  cases: {
    'parses about.json': {
      query: 'spez',
      answers: [at('/user/spez/about.json?raw_json=1', 200, fixture('reddit', 'found.json'))],
      status: 'found',
      proof: "name is 'spez'",
      fields: {
        username: 'spez',
        id: 't2_1w72',
        bio: 'Reddit CEO',
        verified: true,
        picture_url: 'https://i.redd.it/snoovatar/avatars/spez.png',
        profile_url: 'https://www.reddit.com/user/spez',
        created: '2005-06-06T04:00:00.000Z',
        total_karma: 936102,
        is_employee: true,
      },
    },
    'answers not_found on 404': {
      query: 'noonewouldeverusethis7-xq',
      answers: [
        at(
          '/user/noonewouldeverusethis7-xq/about.json?raw_json=1',
          404,
          fixture('reddit', 'not-found.json'),
        ),
      ],
      status: 'not_found',
      proof: 'about.json answers 404 for no such user',
    },
    'answers not_found for a name with a dot, which Reddit forbids, without asking': {
      query: 'a.b.c',
      answers: [],
      status: 'not_found',
      summary: 'No request: Reddit usernames are letters, digits, "-" and "_"',
    },
  },
  anotherAccount: at(
    '/user/spez/about.json?raw_json=1',
    200,
    fixtureWith('reddit', 'found.json', ['data', 'name'], 'spez2'),
  ),
})
