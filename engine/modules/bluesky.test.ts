import { blueskyModule } from './bluesky.ts'
import { UNRECOGNISED, answersFrom, fixture } from './_shared/testing.ts'
import { describeUsernameLookup } from './_shared/username-suite.ts'

const ORIGIN = 'https://public.api.bsky.app'
const at = answersFrom(ORIGIN)
const path = (handle: string) => `/xrpc/app.bsky.actor.getProfile?actor=${handle}`

describeUsernameLookup(blueskyModule, {
  cases: {
    'parses the profile of a full handle': {
      query: 'jay.bsky.team',
      answers: [at(path('jay.bsky.team'), 200, fixture('bluesky', 'found.json'))],
      status: 'found',
      proof: "handle is 'jay.bsky.team'",
      fields: {
        name: 'Jay 🦋',
        username: 'jay.bsky.team',
        id: 'did:plc:oky5czdrnfjpqslsw2a5iclo',
        followers: 1023456,
        verified: true,
        profile_url: 'https://bsky.app/profile/jay.bsky.team',
        created: '2022-11-17T06:31:40.296Z',
        posts: 11234,
      },
    },
    'asks for a bare name under bsky.social and reads "Profile not found" as not_found': {
      query: 'noonewouldeverusethis7xq',
      answers: [
        at(
          path('noonewouldeverusethis7xq.bsky.social'),
          400,
          '{"error":"InvalidRequest","message":"Profile not found"}',
        ),
      ],
      status: 'not_found',
      proof: "error InvalidRequest says 'Profile not found'",
    },
    'reads any other 400 as unrecognised, not a verdict': {
      query: 'jay',
      answers: [
        at(
          path('jay.bsky.social'),
          400,
          '{"error":"InvalidRequest","message":"Error: actor must be a valid did or a handle"}',
        ),
      ],
      ...UNRECOGNISED,
    },
    'answers not_found for a name no handle can have, without asking': {
      query: 'under_score',
      answers: [],
      status: 'not_found',
      summary: /^No request: Bluesky handles are domain names/,
    },
    'reads a deactivated account as present': {
      query: 'gone',
      answers: [
        at(
          path('gone.bsky.social'),
          400,
          '{"error":"AccountDeactivated","message":"Account is deactivated"}',
        ),
      ],
      status: 'found',
      proof: "error is 'AccountDeactivated'",
      fields: { username: 'gone.bsky.social', account_state: 'deactivated' },
    },
  },
  // The recorded profile is jay.bsky.team's, not jay.bsky.social's.
  anotherAccount: at(path('jay.bsky.social'), 200, fixture('bluesky', 'found.json')),
  rateLimitedAt: [ORIGIN, path('jay.bsky.social')],
})
