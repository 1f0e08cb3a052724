import { telegramModule } from './telegram.ts'
import { UNRECOGNISED, fixture, pagesFrom } from './_shared/testing.ts'
import { describeUsernameLookup } from './_shared/username-suite.ts'

const ORIGIN = 'https://t.me'
const at = pagesFrom(ORIGIN)

describeUsernameLookup(telegramModule, {
  cases: {
    'parses a user page': {
      query: 'durov',
      answers: [at('/durov', 200, fixture('telegram', 'user.html'))],
      status: 'found',
      proof: "tg://resolve domain is 'durov'",
      fieldsExactly: {
        name: 'Pavel Durov',
        username: 'durov',
        bio: 'Founder of Telegram. Cares about freedom & privacy.',
        picture_url: 'https://cdn4.cdn-telegram.org/file/durov-userpic-1.jpg',
        verified: true,
        profile_url: 'https://t.me/durov',
        kind: 'user or bot',
      },
    },
    'reads a channel and its subscriber count': {
      query: 'telegram',
      answers: [at('/telegram', 200, fixture('telegram', 'channel.html'))],
      status: 'found',
      proof: "tg://resolve domain is 'telegram'",
      fields: {
        name: 'Telegram News',
        username: 'telegram',
        followers: 10213450,
        kind: 'channel',
      },
    },
    'answers not_found on the "Telegram: Contact @..." page': {
      query: 'noonewouldevereverusethis9',
      answers: [at('/noonewouldevereverusethis9', 200, fixture('telegram', 'not-found.html'))],
      status: 'not_found',
      proof: "og:title is 'Telegram: Contact @noonewouldevereverusethis9', the card of a free name",
    },
    'refuses the contact card of another name': {
      query: 'nobodyatall',
      answers: [at('/nobodyatall', 200, fixture('telegram', 'not-found.html'))],
      ...UNRECOGNISED,
    },
    'answers not_found for a name with a dot, which Telegram forbids, without asking': {
      query: 'a.b.c.d.e',
      answers: [],
      status: 'not_found',
      summary: /^No request: Telegram usernames start with a letter/,
    },
  },
  anotherAccount: [at('/durov2', 200, fixture('telegram', 'user.html')), 'durov2'],
  rateLimitedAt: [ORIGIN, '/durov'],
})
