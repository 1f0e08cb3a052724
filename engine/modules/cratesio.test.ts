import { cratesioModule } from './cratesio.ts'
import { answersFrom, fixture, fixtureWith } from './_shared/testing.ts'
import { describeUsernameLookup } from './_shared/username-suite.ts'

const ORIGIN = 'https://crates.io'
const at = answersFrom(ORIGIN)

describeUsernameLookup(cratesioModule, {
  cases: {
    'parses the user': {
      query: 'dtolnay',
      answers: [at('/api/v1/users/dtolnay', 200, fixture('cratesio', 'user.json'))],
      status: 'found',
      proof: "login is 'dtolnay'",
      fields: {
        name: 'David Tolnay',
        username: 'dtolnay',
        id: '3618',
        picture_url: 'https://avatars.githubusercontent.com/u/1940490?v=4',
        profile_url: 'https://crates.io/users/dtolnay',
        github: 'https://github.com/dtolnay',
      },
    },
    'answers not_found on 404': {
      query: 'noonewouldeverusethis7xq',
      answers: [
        at('/api/v1/users/noonewouldeverusethis7xq', 404, '{"errors":[{"detail":"Not Found"}]}'),
      ],
      status: 'not_found',
      proof: 'the users API answers 404 for no such login',
    },
    'answers not_found without asking for a login crates.io cannot have': {
      query: 'a.b',
      answers: [],
      status: 'not_found',
      summary: /^No request: crates\.io logins are/,
    },
  },
  anotherAccount: at(
    '/api/v1/users/dtolnay',
    200,
    fixtureWith('cratesio', 'user.json', ['user', 'login'], 'dtolnay2'),
  ),
})
