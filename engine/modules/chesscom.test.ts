import { chesscomModule } from './chesscom.ts'
import { answersFrom, fixture, fixtureWith } from './_shared/testing.ts'
import { describeUsernameLookup } from './_shared/username-suite.ts'

const ORIGIN = 'https://api.chess.com'
const at = answersFrom(ORIGIN)

describeUsernameLookup(chesscomModule, {
  cases: {
    'parses the ratings and the player profile, asking in lower case': {
      query: 'Hikaru',
      answers: [
        at('/pub/player/hikaru', 200, fixture('chesscom', 'player.json')),
        at('/pub/player/hikaru/stats', 200, fixture('chesscom', 'stats.json')),
      ],
      status: 'found',
      // The profile decides, so it is the last request: the one the evidence cites.
      calls: [
        'GET https://api.chess.com/pub/player/hikaru/stats',
        'GET https://api.chess.com/pub/player/hikaru',
      ],
      summary: "GET https://api.chess.com/pub/player/hikaru → HTTP 200, username is 'hikaru'",
      fields: {
        name: 'Hikaru Nakamura',
        username: 'hikaru',
        id: '15448422',
        followers: 1284917,
        verified: true,
        last_seen: '2024-05-28T22:06:00.000Z',
        profile_url: 'https://www.chess.com/member/Hikaru',
        joined: '2014-01-06T21:20:58.000Z',
        country: 'US',
        title: 'GM',
        blitz_rating: 3325,
        blitz_games: 26490,
      },
    },
    'answers not_found on 404': {
      query: 'noonewouldeverusethis7xq',
      answers: [
        at(
          '/pub/player/noonewouldeverusethis7xq/stats',
          404,
          fixture('chesscom', 'not-found.json'),
        ),
        at('/pub/player/noonewouldeverusethis7xq', 404, fixture('chesscom', 'not-found.json')),
      ],
      status: 'not_found',
      summary:
        'GET https://api.chess.com/pub/player/noonewouldeverusethis7xq → HTTP 404, the player API answers 404 for no such user',
    },
  },
  anotherAccount: at(
    '/pub/player/hikaru',
    200,
    fixtureWith('chesscom', 'player.json', ['username'], 'hikaru2'),
  ),
})
