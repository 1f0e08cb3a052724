import { expect } from 'vitest'
import { pypiModule } from './pypi.ts'
import { fixture, pagesFrom } from './_shared/testing.ts'
import { describeUsernameLookup } from './_shared/username-suite.ts'

const ORIGIN = 'https://pypi.org'
const at = pagesFrom(ORIGIN)

describeUsernameLookup(pypiModule, {
  cases: {
    'parses the profile page': {
      query: 'gvanrossum',
      answers: [at('/user/gvanrossum/', 200, fixture('pypi', 'found.html'))],
      status: 'found',
      proof: "profile username is 'gvanrossum'",
      fields: {
        name: 'Guido van Rossum',
        username: 'gvanrossum',
        profile_url: 'https://pypi.org/user/gvanrossum/',
        joined: '2005-03-22T16:56:01.000Z',
        projects: 12,
        picture_url: expect.stringMatching(/^https:\/\/pypi-camo\.freetls\.fastly\.net\//),
      },
    },
    'answers not_found on 404': {
      query: 'noonewouldeverusethis7xq',
      answers: [
        at(
          '/user/noonewouldeverusethis7xq/',
          404,
          '<html><title>Page Not Found (404) · PyPI</title></html>',
        ),
      ],
      status: 'not_found',
      proof: 'the profile page answers 404 for no such user',
    },
  },
  anotherAccount: at(
    '/user/gvanrossum/',
    200,
    fixture('pypi', 'found.html').replace('&nbsp;&nbsp;gvanrossum<', '&nbsp;&nbsp;guido<'),
  ),
})
