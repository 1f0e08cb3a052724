import { devtoModule } from './devto.ts'
import { answersFrom, fixture, fixtureWith } from './_shared/testing.ts'
import { describeUsernameLookup } from './_shared/username-suite.ts'

const ORIGIN = 'https://dev.to'
const at = answersFrom(ORIGIN)

describeUsernameLookup(devtoModule, {
  cases: {
    'parses the user': {
      query: 'ben',
      answers: [at('/api/users/by_username?url=ben', 200, fixture('devto', 'found.json'))],
      status: 'found',
      proof: "username is 'ben'",
      fields: {
        name: 'Ben Halpern',
        username: 'ben',
        id: '1',
        location: 'NY',
        profile_url: 'https://dev.to/ben',
        website: 'http://benhalpern.com/',
        github: 'benhalpern',
        joined: '2015-12-27T00:00:00.000Z',
      },
    },
    'answers not_found on 404': {
      query: 'noonewouldeverusethis7xq',
      answers: [
        at(
          '/api/users/by_username?url=noonewouldeverusethis7xq',
          404,
          '{"error":"not found","status":404}',
        ),
      ],
      status: 'not_found',
      proof: 'the users API answers 404 for no such username',
    },
  },
  anotherAccount: at(
    '/api/users/by_username?url=ben',
    200,
    fixtureWith('devto', 'found.json', ['username'], 'benhalpern'),
  ),
})
