import { codewarsModule } from './codewars.ts'
import { answersFrom, fixture, fixtureWith } from './_shared/testing.ts'
import { describeUsernameLookup } from './_shared/username-suite.ts'

const ORIGIN = 'https://www.codewars.com'
const at = answersFrom(ORIGIN)

describeUsernameLookup(codewarsModule, {
  cases: {
    'parses the user, leaving out empty strings': {
      query: 'g964',
      answers: [at('/api/v1/users/g964', 200, fixture('codewars', 'found.json'))],
      status: 'found',
      proof: "username is 'g964'",
      fieldsExactly: {
        username: 'g964',
        id: '5254b3f8da7dd0ccf2000008',
        profile_url: 'https://www.codewars.com/users/g964',
        honor: 246137,
        rank: '1 kyu',
        leaderboard_position: 3,
        completed: 2891,
        authored: 483,
        languages: 'python, ruby',
      },
    },
    'answers not_found on 404': {
      query: 'noonewouldeverusethis7xq',
      answers: [
        at('/api/v1/users/noonewouldeverusethis7xq', 404, '{"success":false,"reason":"not found"}'),
      ],
      status: 'not_found',
      proof: 'the users API answers 404 for no such user',
    },
  },
  anotherAccount: at(
    '/api/v1/users/g964',
    200,
    fixtureWith('codewars', 'found.json', ['username'], 'g965'),
  ),
})
