import { keybaseModule } from './keybase.ts'
import { UNRECOGNISED, answersFrom, fixture, fixtureWith } from './_shared/testing.ts'
import { describeUsernameLookup } from './_shared/username-suite.ts'

const ORIGIN = 'https://keybase.io'
const at = answersFrom(ORIGIN)
const path = (u: string) => `/_/api/1.0/user/lookup.json?usernames=${u}`

describeUsernameLookup(keybaseModule, {
  cases: {
    'parses the user and its proofs': {
      query: 'chris',
      answers: [at(path('chris'), 200, fixture('keybase', 'found.json'))],
      status: 'found',
      proof: "username is 'chris'",
      fields: {
        name: 'Chris Coyne',
        username: 'chris',
        id: '23260c2ce19420f97b58d7d95b68ca00',
        location: 'NYC',
        profile_url: 'https://keybase.io/chris',
        created: '2014-02-06T03:30:00.000Z',
        proof_count: 2,
        proofs: 'twitter:malgorithms, github:malgorithms',
        devices: 2,
      },
    },
    'answers not_found on them: [null]': {
      query: 'noonewouldever7',
      answers: [
        at(path('noonewouldever7'), 200, '{"status":{"code":0,"name":"OK"},"them":[null]}'),
      ],
      status: 'not_found',
      proof: 'status OK, field them is [null]',
    },
    'reads any other API status as unrecognised, not a verdict': {
      query: 'chris',
      answers: [
        at(
          path('chris'),
          200,
          '{"status":{"code":100,"desc":"bad list value","name":"INPUT_ERROR"}}',
        ),
      ],
      ...UNRECOGNISED,
    },
  },
  anotherAccount: at(
    path('chris'),
    200,
    fixtureWith('keybase', 'found.json', ['them', 0, 'basics', 'username_cased'], 'chris2'),
  ),
  rateLimitedAt: [ORIGIN, path('chris')],
})
