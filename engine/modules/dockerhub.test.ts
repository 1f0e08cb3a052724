import { dockerhubModule } from './dockerhub.ts'
import { answersFrom, fixture, fixtureWith } from './_shared/testing.ts'
import { describeUsernameLookup } from './_shared/username-suite.ts'

const ORIGIN = 'https://hub.docker.com'
const at = answersFrom(ORIGIN)

describeUsernameLookup(dockerhubModule, {
  cases: {
    'parses the user, asking in lower case': {
      query: 'Bitnami',
      answers: [at('/v2/users/bitnami/', 200, fixture('dockerhub', 'found.json'))],
      status: 'found',
      proof: "username is 'bitnami'",
      fields: {
        name: 'Bitnami by VMware',
        username: 'bitnami',
        location: 'San Francisco, CA',
        profile_url: 'https://hub.docker.com/u/bitnami',
        joined: '2015-08-07T17:25:48.232Z',
        company: 'VMware',
      },
    },
    'answers not_found on 404': {
      query: 'noonewouldeverusethis7xq',
      answers: [
        at('/v2/users/noonewouldeverusethis7xq/', 404, '{"message":"User not found","errinfo":{}}'),
      ],
      status: 'not_found',
      proof: 'the users API answers 404 for no such Docker ID',
    },
  },
  anotherAccount: at(
    '/v2/users/bitnami/',
    200,
    fixtureWith('dockerhub', 'found.json', ['username'], 'bitnamicharts'),
  ),
})
