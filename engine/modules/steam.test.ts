import { steamModule } from './steam.ts'
import { UNRECOGNISED, answersFrom, fixture } from './_shared/testing.ts'
import { describeUsernameLookup } from './_shared/username-suite.ts'

const ORIGIN = 'https://steamcommunity.com'
const at = answersFrom(ORIGIN, { headers: { 'content-type': 'text/xml; charset=utf-8' } })

describeUsernameLookup(steamModule, {
  cases: {
    'parses the XML profile': {
      query: 'gabelogannewell',
      answers: [at('/id/gabelogannewell/?xml=1', 200, fixture('steam', 'found.xml'))],
      status: 'found',
      proof: "customURL is 'gabelogannewell'",
      fields: {
        name: 'Gabe Newell',
        username: 'Rabscuttle',
        id: '76561197960287930',
        bio: "Hi, I'm Gabe.\nWelcome to Steam.",
        location: 'Washington, United States',
        picture_url:
          'https://avatars.steamstatic.com/c5d56249ee5d28a07db4ac9f7f60af961fab5426_full.jpg',
        profile_url: 'https://steamcommunity.com/id/gabelogannewell',
        vac_banned: false,
        privacy: 'public',
        member_since: '2003-09-12T00:00:00.000Z',
      },
    },
    'answers not_found on "The specified profile could not be found."': {
      query: 'noonewouldeverusethis7xq',
      answers: [at('/id/noonewouldeverusethis7xq/?xml=1', 200, fixture('steam', 'not-found.xml'))],
      status: 'not_found',
      proof: "error 'The specified profile could not be found.'",
    },
    'reads an HTML page where XML was expected as unrecognised, not a verdict': {
      query: 'gabelogannewell',
      answers: [
        at(
          '/id/gabelogannewell/?xml=1',
          200,
          '<html><body>Steam Community :: Error</body></html>',
          { headers: {} },
        ),
      ],
      ...UNRECOGNISED,
    },
  },
  anotherAccount: at(
    '/id/gabelogannewell/?xml=1',
    200,
    fixture('steam', 'found.xml').replace(
      '<customURL><![CDATA[gabelogannewell]]>',
      '<customURL><![CDATA[gaben]]>',
    ),
  ),
})
