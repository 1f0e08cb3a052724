import { expect } from 'vitest'
import { letterboxdModule } from './letterboxd.ts'
import { fixture, pagesFrom } from './_shared/testing.ts'
import { describeUsernameLookup } from './_shared/username-suite.ts'

const ORIGIN = 'https://letterboxd.com'
const at = pagesFrom(ORIGIN)

describeUsernameLookup(letterboxdModule, {
  cases: {
    'parses the profile page': {
      query: 'dave',
      answers: [at('/dave/', 200, fixture('letterboxd', 'found.html'))],
      status: 'found',
      proof: "og:url username is 'dave'",
      fields: {
        name: 'Dave Vis',
        username: 'dave',
        id: '1',
        bio: 'Letterboxd co-founder. Wellington.',
        location: 'Wellington, New Zealand',
        followers: 21877,
        profile_url: 'https://letterboxd.com/dave/',
        films: 3214,
        following: 312,
        picture_url: expect.stringMatching(/avtr-0-220-0-220-crop\.jpg/),
      },
    },
    'answers not_found on 404': {
      query: 'noonewouldeverusethis7xq',
      answers: [
        at(
          '/noonewouldeverusethis7xq/',
          404,
          '<html><body><h1>Sorry, we can’t find the page you’ve requested.</h1></body></html>',
        ),
      ],
      status: 'not_found',
      proof: 'the profile page answers 404 for no such member',
    },
  },
  anotherAccount: at(
    '/dave/',
    200,
    fixture('letterboxd', 'found.html').replace(
      'content="https://letterboxd.com/dave/"',
      'content="https://letterboxd.com/davevis/"',
    ),
  ),
})
