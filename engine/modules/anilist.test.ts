import { expect } from 'vitest'
import { anilistModule } from './anilist.ts'
import { UNRECOGNISED, answersFrom, fixture, fixtureWith } from './_shared/testing.ts'
import { describeUsernameLookup } from './_shared/username-suite.ts'

const ORIGIN = 'https://graphql.anilist.co'
const at = answersFrom(ORIGIN, { method: 'POST' })

describeUsernameLookup(anilistModule, {
  cases: {
    'parses User': {
      query: 'Josh',
      answers: [at('/', 200, fixture('anilist', 'found.json'))],
      status: 'found',
      proof: "name is 'Josh'",
      sent: expect.objectContaining({ variables: { name: 'Josh' } }),
      fields: {
        username: 'Josh',
        id: '1',
        bio: 'Founder of AniList.',
        profile_url: 'https://anilist.co/user/Josh',
        created: '2013-01-01T00:00:00.000Z',
        anime_count: 412,
      },
    },
    'answers not_found on the GraphQL "Not Found." error': {
      query: 'noonewouldeverusethis7xq',
      answers: [at('/', 404, fixture('anilist', 'not-found.json'))],
      status: 'not_found',
      proof: 'field User is null, with an error of status 404',
    },
    'reads a null User without the 404 error as unrecognised, not absent': {
      query: 'Josh',
      answers: [at('/', 200, '{"data":{"User":null}}')],
      ...UNRECOGNISED,
    },
  },
  anotherAccount: at(
    '/',
    200,
    fixtureWith('anilist', 'found.json', ['data', 'User', 'name'], 'Josh2'),
  ),
})
