import { bitbucketModule } from './bitbucket.ts'
import { answersFrom, fixture, fixtureWith } from './_shared/testing.ts'
import { describeUsernameLookup } from './_shared/username-suite.ts'

const ORIGIN = 'https://api.bitbucket.org'
const at = answersFrom(ORIGIN)

describeUsernameLookup(bitbucketModule, {
  cases: {
    'parses the workspace': {
      query: 'Atlassian',
      answers: [at('/2.0/workspaces/atlassian', 200, fixture('bitbucket', 'found.json'))],
      status: 'found',
      proof: "slug is 'atlassian'",
      fields: {
        name: 'Atlassian',
        username: 'atlassian',
        id: '{02b941e3-cfaa-40f9-9a58-cec53e20bdc3}',
        picture_url: 'https://bitbucket.org/workspaces/atlassian/avatar/?ts=1716913526',
        profile_url: 'https://bitbucket.org/atlassian/',
        created: '2011-03-16T00:26:59.547Z',
      },
    },
    'answers not_found on 404': {
      query: 'noonewouldeverusethis7xq',
      answers: [
        at(
          '/2.0/workspaces/noonewouldeverusethis7xq',
          404,
          '{"type":"error","error":{"message":"No workspace with identifier \'noonewouldeverusethis7xq\'."}}',
        ),
      ],
      status: 'not_found',
      proof: 'the workspaces API answers 404 for no such id',
    },
    'answers not_found without asking for a name Bitbucket forbids': {
      query: 'a b',
      answers: [],
      status: 'not_found',
      summary: /^No request: Bitbucket workspace ids are/,
    },
  },
  anotherAccount: at(
    '/2.0/workspaces/atlassian',
    200,
    fixtureWith('bitbucket', 'found.json', ['slug'], 'atlassian-labs'),
  ),
})
