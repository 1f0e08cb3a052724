import { codeforcesModule } from './codeforces.ts'
import { UNRECOGNISED, answersFrom, fixture, fixtureWith } from './_shared/testing.ts'
import { describeUsernameLookup } from './_shared/username-suite.ts'

const ORIGIN = 'https://codeforces.com'
const at = answersFrom(ORIGIN)

describeUsernameLookup(codeforcesModule, {
  cases: {
    'parses user.info': {
      query: 'tourist',
      answers: [at('/api/user.info?handles=tourist', 200, fixture('codeforces', 'found.json'))],
      status: 'found',
      proof: "handle is 'tourist'",
      fields: {
        name: 'Gennady Korotkevich',
        username: 'tourist',
        location: 'Gomel, Belarus',
        followers: 79312,
        last_seen: '2024-05-28T09:53:20.000Z',
        profile_url: 'https://codeforces.com/profile/tourist',
        registered: '2010-02-12T15:08:08.000Z',
        rating: 3979,
        rank: 'legendary grandmaster',
      },
    },
    'answers not_found on "User with handle ... not found"': {
      query: 'noonewouldeverusethis7xq',
      answers: [
        at(
          '/api/user.info?handles=noonewouldeverusethis7xq',
          400,
          '{"status":"FAILED","comment":"handles: User with handle noonewouldeverusethis7xq not found"}',
        ),
      ],
      status: 'not_found',
      proof:
        "status FAILED, comment 'handles: User with handle noonewouldeverusethis7xq not found'",
    },
    'reads any other failure as unrecognised, not a verdict': {
      query: 'tourist',
      answers: [
        at(
          '/api/user.info?handles=tourist',
          400,
          '{"status":"FAILED","comment":"handles: Field should not be empty"}',
        ),
      ],
      ...UNRECOGNISED,
    },
    'reads "Call limit exceeded" as rate_limited': {
      query: 'tourist',
      answers: [
        at(
          '/api/user.info?handles=tourist',
          400,
          '{"status":"FAILED","comment":"Call limit exceeded"}',
        ),
      ],
      status: 'unknown',
      reason: 'rate_limited',
    },
  },
  anotherAccount: at(
    '/api/user.info?handles=tourist',
    200,
    fixtureWith('codeforces', 'found.json', ['result', 0, 'handle'], 'tourist2'),
  ),
})
