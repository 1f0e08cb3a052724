import { expect } from 'vitest'
import { leetcodeModule } from './leetcode.ts'
import { UNRECOGNISED, answersFrom, fixture, fixtureWith } from './_shared/testing.ts'
import { describeUsernameLookup } from './_shared/username-suite.ts'

const ORIGIN = 'https://leetcode.com'
const at = answersFrom(ORIGIN, { method: 'POST' })

describeUsernameLookup(leetcodeModule, {
  cases: {
    'parses matchedUser': {
      query: 'lee215',
      answers: [at('/graphql/', 200, fixture('leetcode', 'found.json'))],
      status: 'found',
      proof: "username is 'lee215'",
      sent: expect.objectContaining({ variables: { username: 'lee215' } }),
      fields: {
        name: 'Lee',
        username: 'lee215',
        location: 'Singapore',
        picture_url: 'https://assets.leetcode.com/users/lee215/avatar_1536392375.png',
        profile_url: 'https://leetcode.com/u/lee215/',
        ranking: 1854,
        solved: 1411,
        github: 'https://github.com/lee215',
      },
    },
    'answers not_found on "That user does not exist."': {
      query: 'noonewouldeverusethis7xq',
      answers: [at('/graphql/', 200, fixture('leetcode', 'not-found.json'))],
      status: 'not_found',
      proof: "matchedUser is null, error 'That user does not exist.'",
    },
    'reads a null matchedUser without "does not exist" as unrecognised, not absent': {
      query: 'lee215',
      answers: [at('/graphql/', 200, '{"data":{"matchedUser":null}}')],
      ...UNRECOGNISED,
    },
  },
  anotherAccount: at(
    '/graphql/',
    200,
    fixtureWith('leetcode', 'found.json', ['data', 'matchedUser', 'username'], 'lee216'),
  ),
})
