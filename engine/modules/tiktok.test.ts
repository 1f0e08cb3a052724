import { tiktokModule } from './tiktok.ts'
import { UNRECOGNISED, fixture, pagesFrom } from './_shared/testing.ts'
import { describeUsernameLookup } from './_shared/username-suite.ts'

const ORIGIN = 'https://www.tiktok.com'
const at = pagesFrom(ORIGIN)

describeUsernameLookup(tiktokModule, {
  cases: {
    'parses the user from the page data': {
      query: 'tiktok',
      answers: [at('/@tiktok', 200, fixture('tiktok', 'found.html'))],
      status: 'found',
      proof: "uniqueId is 'tiktok'",
      fields: {
        name: 'TikTok',
        username: 'tiktok',
        id: '107955',
        bio: 'One TikTok can make a big impact',
        followers: 86900000,
        verified: true,
        profile_url: 'https://www.tiktok.com/@tiktok',
        created: '2015-02-28T17:22:29.000Z',
        videos: 1243,
      },
    },
    'answers not_found on statusCode 10202': {
      query: 'noonewouldeverusethis7xq',
      answers: [at('/@noonewouldeverusethis7xq', 200, fixture('tiktok', 'not-found.html'))],
      status: 'not_found',
      proof: 'webapp.user-detail statusCode is 10202',
    },
    'reads a page without the user data as unrecognised, not a verdict': {
      query: 'tiktok',
      answers: [at('/@tiktok', 200, '<html></html>')],
      ...UNRECOGNISED,
    },
  },
  anotherAccount: [at('/@tiktok.us', 200, fixture('tiktok', 'found.html')), 'tiktok.us'],
  rateLimitedAt: [ORIGIN, '/@tiktok'],
})
