import { gravatarModule } from './gravatar.ts'
import { answersFrom, fixture, fixtureWith } from './_shared/testing.ts'
import { describeUsernameLookup } from './_shared/username-suite.ts'

const ORIGIN = 'https://en.gravatar.com'
const at = answersFrom(ORIGIN)

describeUsernameLookup(gravatarModule, {
  cases: {
    'parses the profile entry': {
      query: 'beau',
      answers: [at('/beau.json', 200, fixture('gravatar', 'found.json'))],
      status: 'found',
      proof: "preferredUsername is 'beau'",
      fields: {
        name: 'Beau Lebens',
        first_name: 'Beau',
        username: 'beau',
        id: '2',
        location: 'Colorado, USA',
        picture_url: 'https://2.gravatar.com/avatar/22bd03ace6f176bfe0c593650bcf45d8',
        profile_url: 'https://gravatar.com/beau',
        hash: '22bd03ace6f176bfe0c593650bcf45d8',
        accounts: 'github:beaulebens',
      },
    },
    'answers not_found on 404 "User not found"': {
      query: 'noonewouldeverusethis7xq',
      answers: [at('/noonewouldeverusethis7xq.json', 404, '"User not found"')],
      status: 'not_found',
      proof: 'the profile API answers 404 for no such profile',
    },
  },
  anotherAccount: at(
    '/beau.json',
    200,
    fixtureWith('gravatar', 'found.json', ['entry', 0, 'preferredUsername'], 'beaulebens'),
  ),
})
