import { lichessModule } from './lichess.ts'
import { answersFrom, fixture, fixtureWith } from './_shared/testing.ts'
import { describeUsernameLookup } from './_shared/username-suite.ts'

const ORIGIN = 'https://lichess.org'
const at = answersFrom(ORIGIN)

describeUsernameLookup(lichessModule, {
  cases: {
    'parses the public user': {
      query: 'DrNykterstein',
      answers: [at('/api/user/DrNykterstein', 200, fixture('lichess', 'found.json'))],
      status: 'found',
      proof: "username is 'DrNykterstein'",
      fields: {
        name: 'Magnus Carlsen',
        username: 'DrNykterstein',
        id: 'drnykterstein',
        location: 'Oslo',
        last_seen: '2024-05-20T21:05:26.049Z',
        profile_url: 'https://lichess.org/@/DrNykterstein',
        created: '2019-08-10T19:33:47.817Z',
        blitz_rating: 3131,
        games: 8215,
        title: 'GM',
      },
    },
    'answers not_found on 404': {
      query: 'noonewouldeverusethis7xq',
      answers: [at('/api/user/noonewouldeverusethis7xq', 404, '{"error":"Not found"}')],
      status: 'not_found',
      proof: 'the user API answers 404 for no such user',
    },
  },
  anotherAccount: at(
    '/api/user/DrNykterstein',
    200,
    fixtureWith('lichess', 'found.json', ['username'], 'DrDrunkenstein'),
  ),
})
