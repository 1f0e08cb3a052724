import { duolingoModule } from './duolingo.ts'
import { UNRECOGNISED, answersFrom, fixture, fixtureWith } from './_shared/testing.ts'
import { describeUsernameLookup } from './_shared/username-suite.ts'

const ORIGIN = 'https://www.duolingo.com'
const at = answersFrom(ORIGIN)

describeUsernameLookup(duolingoModule, {
  cases: {
    'parses the user': {
      query: 'luis',
      answers: [at('/2017-06-30/users?username=luis', 200, fixture('duolingo', 'found.json'))],
      status: 'found',
      proof: "username is 'luis'",
      fields: {
        name: 'Luis von Ahn',
        username: 'luis',
        id: '8',
        picture_url: 'https://simg-ssl.duolingo.com/ssr-avatars/8/SSR-DmM2lSbdGr/xlarge',
        profile_url: 'https://www.duolingo.com/profile/luis',
        created: '2012-02-22T02:09:00.000Z',
        streak: 1612,
        total_xp: 68320,
        courses: 'French, Portuguese',
      },
    },
    'answers not_found on an empty user list': {
      query: 'noonewouldeverusethis7xq',
      answers: [at('/2017-06-30/users?username=noonewouldeverusethis7xq', 200, '{"users":[]}')],
      status: 'not_found',
      proof: 'field users is an empty list',
    },
    'reads an answer without a user list as unrecognised, not absent': {
      query: 'luis',
      answers: [at('/2017-06-30/users?username=luis', 200, '{}')],
      ...UNRECOGNISED,
    },
  },
  anotherAccount: at(
    '/2017-06-30/users?username=luis',
    200,
    fixtureWith('duolingo', 'found.json', ['users', 0, 'username'], 'luis2'),
  ),
})
