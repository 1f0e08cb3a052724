import { speedrunModule } from './speedrun.ts'
import { answersFrom, fixture } from './_shared/testing.ts'
import { describeUsernameLookup } from './_shared/username-suite.ts'

const ORIGIN = 'https://www.speedrun.com'
const at = answersFrom(ORIGIN)

describeUsernameLookup(speedrunModule, {
  cases: {
    'parses the runner': {
      query: 'Cheese05',
      answers: [at('/api/v1/users/Cheese05', 200, fixture('speedrun', 'found.json'))],
      status: 'found',
      proof: "names.international is 'Cheese05'",
      fields: {
        username: 'Cheese05',
        id: 'zx7gd1yx',
        location: 'United Kingdom',
        profile_url: 'https://www.speedrun.com/users/Cheese05',
        signup: '2014-07-28T18:21:43.000Z',
        twitch: 'https://www.twitch.tv/cheese05',
      },
    },
    'answers not_found on 404': {
      query: 'noonewouldeverusethis7xq',
      answers: [
        at(
          '/api/v1/users/noonewouldeverusethis7xq',
          404,
          '{"status":404,"message":"The requested resource could not be found."}',
        ),
      ],
      status: 'not_found',
      proof: 'the users API answers 404 for no such runner',
    },
  },
  // The API takes runner ids too: the runner whose id is the name asked has another name.
  anotherAccount: [
    at('/api/v1/users/zx7gd1yx', 200, fixture('speedrun', 'found.json')),
    'zx7gd1yx',
  ],
  rateLimitedAt: [ORIGIN, '/api/v1/users/Cheese05'],
})
