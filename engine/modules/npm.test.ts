import { expect } from 'vitest'
import { npmModule } from './npm.ts'
import { answersFrom, fixture, fixtureWith } from './_shared/testing.ts'
import { describeUsernameLookup } from './_shared/username-suite.ts'

const ORIGIN = 'https://www.npmjs.com'
const at = answersFrom(ORIGIN)

describeUsernameLookup(npmModule, {
  cases: {
    'parses the user page data': {
      query: 'sindresorhus',
      answers: [
        at('/~sindresorhus', 200, fixture('npm', 'found.json'), {
          requestHeaders: { 'x-spiferack': '1' },
        }),
      ],
      status: 'found',
      proof: "name is 'sindresorhus'",
      fields: {
        name: 'Sindre Sorhus',
        username: 'sindresorhus',
        id: '170392',
        profile_url: 'https://www.npmjs.com/~sindresorhus',
        packages: 1164,
        github: 'sindresorhus',
        picture_url: expect.stringMatching(/^https:\/\/www\.npmjs\.com\/npm-avatar\//),
      },
    },
    'answers not_found on 404': {
      query: 'noonewouldeverusethis7xq',
      answers: [
        at('/~noonewouldeverusethis7xq', 404, '{"message":"NotFoundError: Scope not found"}'),
      ],
      status: 'not_found',
      proof: 'the user page answers 404 for no such user',
    },
    'reads a Cloudflare challenge as unknown': {
      query: 'sindresorhus',
      answers: [
        at('/~sindresorhus', 403, '<html><title>Just a moment...</title></html>', {
          headers: { 'cf-mitigated': 'challenge' },
        }),
      ],
      status: 'unknown',
      reason: 'captcha',
    },
  },
  anotherAccount: at(
    '/~sindresorhus',
    200,
    fixtureWith('npm', 'found.json', ['scope', 'parent', 'name'], 'sindre'),
  ),
})
