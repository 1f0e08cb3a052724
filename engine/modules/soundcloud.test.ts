import { soundcloudModule } from './soundcloud.ts'
import { UNRECOGNISED, fixture, pagesFrom } from './_shared/testing.ts'
import { describeUsernameLookup } from './_shared/username-suite.ts'

const ORIGIN = 'https://soundcloud.com'
const at = pagesFrom(ORIGIN)

describeUsernameLookup(soundcloudModule, {
  cases: {
    'parses the user from the page hydration data': {
      query: 'skrillex',
      answers: [at('/skrillex', 200, fixture('soundcloud', 'found.html'))],
      status: 'found',
      proof: "permalink is 'skrillex'",
      fields: {
        name: 'Skrillex',
        username: 'skrillex',
        id: '856062',
        bio: 'Quest For Fire',
        location: 'Los Angeles, US',
        followers: 6312450,
        verified: true,
        profile_url: 'https://soundcloud.com/skrillex',
        created: '2009-05-06T13:32:50.000Z',
        tracks: 190,
      },
    },
    'answers not_found on 404': {
      query: 'noonewouldeverusethis7xq',
      answers: [
        at(
          '/noonewouldeverusethis7xq',
          404,
          '<html><title>SoundCloud - Hear the world’s sounds</title></html>',
        ),
      ],
      status: 'not_found',
      proof: 'the profile page answers 404 for no such name',
    },
    'reads a page without hydration data as unrecognised, not a verdict': {
      query: 'skrillex',
      answers: [at('/skrillex', 200, '<html></html>')],
      ...UNRECOGNISED,
    },
  },
  anotherAccount: at(
    '/skrillex',
    200,
    fixture('soundcloud', 'found.html').replace(
      '"permalink":"skrillex"',
      '"permalink":"skrillex-official"',
    ),
  ),
})
