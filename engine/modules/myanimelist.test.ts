import { myanimelistModule } from './myanimelist.ts'
import { UNRECOGNISED, answersFrom, fixture, fixtureWith, pagesFrom } from './_shared/testing.ts'
import { describeUsernameLookup } from './_shared/username-suite.ts'

const jikan = answersFrom('https://api.jikan.moe')
const site = pagesFrom('https://myanimelist.net')

describeUsernameLookup(myanimelistModule, {
  cases: {
    'parses the Jikan full profile': {
      query: 'Xinil',
      answers: [jikan('/v4/users/Xinil/full', 200, fixture('myanimelist', 'found.json'))],
      status: 'found',
      proof: "username is 'Xinil'",
      fields: {
        username: 'Xinil',
        id: '1',
        bio: 'Founder of MyAnimeList.',
        location: 'California',
        last_seen: '2024-05-20T18:41:07.000Z',
        profile_url: 'https://myanimelist.net/profile/Xinil',
        joined: '2004-11-05T00:00:00.000Z',
        anime_entries: 599,
      },
    },
    'answers not_found on "Resource does not exist"': {
      query: 'noonewouldeverusethis7xq',
      answers: [
        jikan(
          '/v4/users/noonewouldeverusethis7xq/full',
          404,
          '{"status":404,"type":"BadResponseException","message":"Resource does not exist","error":"404 on https://myanimelist.net/profile/noonewouldeverusethis7xq"}',
        ),
      ],
      status: 'not_found',
      proof: "message 'Resource does not exist'",
    },
    'asks MyAnimeList itself when Jikan fails upstream': {
      query: 'Xinil',
      answers: [
        jikan(
          '/v4/users/Xinil/full',
          504,
          '{"status":504,"type":"TimeoutException","message":"Request to MyAnimeList.net timed out"}',
        ),
        site('/profile/Xinil', 200, fixture('myanimelist', 'profile.html')),
      ],
      status: 'found',
      proof: "og:title username is 'Xinil'",
      fields: {
        username: 'Xinil',
        location: 'California',
        profile_url: 'https://myanimelist.net/profile/Xinil',
        joined: '2004-11-05T00:00:00.000Z',
        last_online: '9 hours ago',
      },
    },
    'reads a 404 from MyAnimeList itself as not_found when Jikan is walled off': {
      query: 'nobody7xq',
      answers: [
        jikan('/v4/users/nobody7xq/full', 429, '{}'),
        site('/profile/nobody7xq', 404, '<html>404</html>'),
      ],
      status: 'not_found',
      proof: 'the profile page answers 404 for no such member',
    },
    'refuses a MyAnimeList page of another member': {
      query: 'Xinil2',
      answers: [
        jikan('/v4/users/Xinil2/full', 429, '{}'),
        site('/profile/Xinil2', 200, fixture('myanimelist', 'profile.html')),
      ],
      ...UNRECOGNISED,
    },
    'reports unknown when both are walled off': {
      query: 'Xinil',
      answers: [
        jikan('/v4/users/Xinil/full', 429, '{}'),
        site('/profile/Xinil', 403, 'Forbidden', { headers: {} }),
      ],
      status: 'unknown',
      reason: 'blocked',
    },
  },
  anotherAccount: jikan(
    '/v4/users/Xinil/full',
    200,
    fixtureWith('myanimelist', 'found.json', ['data', 'username'], 'Xinil2'),
  ),
  rateLimitedAt: false,
})
