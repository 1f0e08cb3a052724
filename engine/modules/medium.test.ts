import { mediumModule } from './medium.ts'
import { answersFrom, fixture } from './_shared/testing.ts'
import { describeUsernameLookup } from './_shared/username-suite.ts'

const ORIGIN = 'https://medium.com'
const at = answersFrom(ORIGIN, { headers: { 'content-type': 'text/xml; charset=UTF-8' } })

describeUsernameLookup(mediumModule, {
  cases: {
    'parses the author feed': {
      query: 'ev',
      answers: [at('/feed/@ev', 200, fixture('medium', 'found.xml'))],
      status: 'found',
      proof: "feed link handle is 'ev'",
      fieldsExactly: {
        name: 'Ev Williams',
        username: 'ev',
        picture_url: 'https://cdn-images-1.medium.com/fit/c/150/150/1*5GsDgOpq2CqPdnqvUzOfXg.jpeg',
        last_seen: '2024-04-10T16:20:01.000Z',
        profile_url: 'https://medium.com/@ev',
        recent_posts: 2,
      },
    },
    'answers not_found on 404': {
      query: 'noonewouldeverusethis7xq',
      answers: [at('/feed/@noonewouldeverusethis7xq', 404, 'Not Found')],
      status: 'not_found',
      proof: 'the feed answers 404 for no such author',
    },
  },
  anotherAccount: at(
    '/feed/@ev',
    200,
    fixture('medium', 'found.xml').replaceAll(
      'https://medium.com/@ev?',
      'https://medium.com/@evw?',
    ),
  ),
})
