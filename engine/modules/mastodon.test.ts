import { mastodonModule } from './mastodon.ts'
import { answersFrom, fixture, fixtureWith } from './_shared/testing.ts'
import { describeUsernameLookup } from './_shared/username-suite.ts'

const ORIGIN = 'https://mastodon.social'
const at = answersFrom(ORIGIN)

describeUsernameLookup(mastodonModule, {
  cases: {
    'parses the account from the lookup endpoint': {
      query: 'Gargron',
      answers: [at('/api/v1/accounts/lookup?acct=Gargron', 200, fixture('mastodon', 'found.json'))],
      status: 'found',
      proof: "username is 'Gargron'",
      fields: {
        name: 'Eugen Rochko',
        username: 'Gargron',
        id: '1',
        bio: 'Founder, CEO and lead developer @Mastodon, Germany.',
        followers: 312404,
        last_seen: '2024-05-28T00:00:00.000Z',
        profile_url: 'https://mastodon.social/@Gargron',
        created: '2016-03-16T00:00:00.000Z',
        posts: 77652,
        verified_links: 1,
      },
    },
    'answers not_found on 404': {
      query: 'noonewouldeverusethis7xq',
      answers: [
        at(
          '/api/v1/accounts/lookup?acct=noonewouldeverusethis7xq',
          404,
          '{"error":"Record not found"}',
        ),
      ],
      status: 'not_found',
      proof: 'the account lookup answers 404 for no such account',
    },
    'answers not_found for a name with "-", which local accounts cannot have': {
      query: 'a-b',
      answers: [],
      status: 'not_found',
      summary: 'No request: Mastodon local usernames are letters, digits and "_"',
    },
  },
  anotherAccount: at(
    '/api/v1/accounts/lookup?acct=Gargron',
    200,
    fixtureWith('mastodon', 'found.json', ['username'], 'Gargron2'),
  ),
})
