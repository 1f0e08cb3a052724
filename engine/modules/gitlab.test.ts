import { gitlabModule } from './gitlab.ts'
import { UNRECOGNISED, answersFrom, fixture, fixtureWith } from './_shared/testing.ts'
import { describeUsernameLookup } from './_shared/username-suite.ts'

const ORIGIN = 'https://gitlab.com'
const at = answersFrom(ORIGIN)

/** The search lists sytses as id 4, whose profile answers `status` with `profile`. */
const listsSytses = (status: number, profile: string) => [
  at('/api/v4/users?username=sytses', 200, fixture('gitlab', 'search-found.json')),
  at('/api/v4/users/4', status, profile),
]

describeUsernameLookup(gitlabModule, {
  cases: {
    'finds the user by username and reads the public profile': {
      query: 'sytses',
      answers: listsSytses(200, fixture('gitlab', 'user.json')),
      status: 'found',
      proof: "username is 'sytses'",
      fields: {
        name: 'Sid Sijbrandij',
        username: 'sytses',
        id: '4',
        bio: 'Co-founder of GitLab',
        location: 'San Francisco',
        followers: 3512,
        profile_url: 'https://gitlab.com/sytses',
        created: '2012-07-05T15:11:43.000Z',
      },
      fieldsAbsent: ['email'],
    },
    'gives no verdict when the profile, which decides, does not answer': {
      query: 'sytses',
      answers: listsSytses(500, 'oops'),
      ...UNRECOGNISED,
    },
    'refuses a profile of another username': {
      query: 'sytses',
      answers: listsSytses(200, fixtureWith('gitlab', 'user.json', ['username'], 'sytses2')),
      ...UNRECOGNISED,
    },
    'answers not_found on an empty list': {
      query: 'noonewouldeverusethis7-xq',
      answers: [at('/api/v4/users?username=noonewouldeverusethis7-xq', 200, '[]')],
      status: 'not_found',
      proof: 'the username search answers an empty list',
    },
    'reads an answer that is not a list as unrecognised, not absent': {
      query: 'sytses',
      answers: [
        at('/api/v4/users?username=sytses', 200, '{"message":"500 Internal Server Error"}'),
      ],
      ...UNRECOGNISED,
    },
  },
  rateLimitedAt: [ORIGIN, '/api/v4/users?username=sytses'],
})
