import { wattpadModule } from './wattpad.ts'
import { answersFrom, fixture, fixtureWith } from './_shared/testing.ts'
import { describeUsernameLookup } from './_shared/username-suite.ts'

const ORIGIN = 'https://www.wattpad.com'
const at = answersFrom(ORIGIN)
const FIELDS =
  'username%2Cname%2Cavatar%2Cdescription%2Clocation%2CcreateDate%2Cverified%2Cwebsite%2CnumFollowers%2CnumFollowing%2CnumStoriesPublished%2CnumLists%2CvotesReceived'
const path = (u: string) => `/api/v3/users/${u}?fields=${FIELDS}`

describeUsernameLookup(wattpadModule, {
  cases: {
    'parses the user': {
      query: 'Wattpad',
      answers: [at(path('Wattpad'), 200, fixture('wattpad', 'found.json'))],
      status: 'found',
      proof: "username is 'Wattpad'",
      fields: {
        name: 'Wattpad',
        username: 'Wattpad',
        location: 'Toronto, Canada',
        followers: 5843211,
        verified: true,
        profile_url: 'https://www.wattpad.com/user/Wattpad',
        created: '2006-11-22T21:50:39.000Z',
        stories: 41,
      },
    },
    'answers not_found on error 1014 "User not found"': {
      query: 'noonewouldeverusethis7xq',
      answers: [at(path('noonewouldeverusethis7xq'), 400, fixture('wattpad', 'not-found.json'))],
      status: 'not_found',
      proof: "error_code is 1014, Wattpad's user not found",
    },
  },
  anotherAccount: at(
    path('Wattpad'),
    200,
    fixtureWith('wattpad', 'found.json', ['username'], 'WattpadIndia'),
  ),
  rateLimitedAt: [ORIGIN, path('Wattpad')],
})
