import { scratchModule } from './scratch.ts'
import { answersFrom, fixture, fixtureWith } from './_shared/testing.ts'
import { describeUsernameLookup } from './_shared/username-suite.ts'

const ORIGIN = 'https://api.scratch.mit.edu'
const at = answersFrom(ORIGIN)

describeUsernameLookup(scratchModule, {
  cases: {
    'parses the user': {
      query: 'griffpatch',
      answers: [at('/users/griffpatch', 200, fixture('scratch', 'found.json'))],
      status: 'found',
      proof: "username is 'griffpatch'",
      fields: {
        username: 'griffpatch',
        id: '1882674',
        bio: 'Game developer and Scratch tutor',
        location: 'United Kingdom',
        picture_url: 'https://cdn2.scratch.mit.edu/get_image/user/1882674_90x90.png?v=',
        profile_url: 'https://scratch.mit.edu/users/griffpatch',
        joined: '2012-10-24T16:08:59.000Z',
      },
    },
    'answers not_found on 404': {
      query: 'noonewouldever7xq',
      answers: [at('/users/noonewouldever7xq', 404, '{"code":"NotFound","message":""}')],
      status: 'not_found',
      proof: 'the users API answers 404 for no such user',
    },
  },
  anotherAccount: at(
    '/users/griffpatch',
    200,
    fixtureWith('scratch', 'found.json', ['username'], 'griffpatch_alt'),
  ),
})
