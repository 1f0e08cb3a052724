import { expect, it } from 'vitest'
import { countBefore, youtubeModule } from './youtube.ts'
import { fixture, pagesFrom } from './_shared/testing.ts'
import { describeUsernameLookup } from './_shared/username-suite.ts'

const ORIGIN = 'https://www.youtube.com'
const at = pagesFrom(ORIGIN)

it('reads rounded counts', () => {
  expect(countBefore('"1.2K subscribers"', 'subscribers?')).toBe(1200)
  expect(countBefore('"12,345 subscribers"', 'subscribers?')).toBe(12345)
})

describeUsernameLookup(youtubeModule, {
  cases: {
    'parses the channel page': {
      query: 'MrBeast',
      answers: [at('/@MrBeast', 200, fixture('youtube', 'found.html'))],
      status: 'found',
      proof: "vanityChannelUrl handle is 'MrBeast'",
      fields: {
        name: 'MrBeast',
        username: '@MrBeast',
        id: 'UCX6OQ3DkcsbYNE6H8uQQuVA',
        followers: 338_000_000,
        profile_url: 'https://www.youtube.com/@MrBeast',
        videos: 815,
        bio: expect.stringMatching(/^SUBSCRIBE FOR A COOKIE!\n/),
      },
    },
    'answers not_found on 404': {
      query: 'noonewouldeverusethis7xq',
      answers: [at('/@noonewouldeverusethis7xq', 404, '<html><title>404 Not Found</title></html>')],
      status: 'not_found',
      proof: 'the channel page answers 404 for no such handle',
    },
    'reports the EU consent redirect as unknown': {
      query: 'MrBeast',
      answers: [
        at('/@MrBeast', 302, '', {
          headers: { location: 'https://consent.youtube.com/m?continue=x' },
        }),
      ],
      status: 'unknown',
      reason: 'blocked',
    },
  },
  anotherAccount: [at('/@MrBeast2', 200, fixture('youtube', 'found.html')), 'MrBeast2'],
  rateLimitedAt: [ORIGIN, '/@MrBeast'],
})
