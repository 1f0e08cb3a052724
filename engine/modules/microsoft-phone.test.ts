import { expect, it } from 'vitest'
import { microsoftPhoneModule } from './microsoft-phone.ts'
import { NUMBER, describePhoneCheck } from './_phone/testing.ts'
import {
  HTML_HEADERS,
  UNRECOGNISED,
  endpoint,
  fixture,
  requestBody,
  serve,
  sharedWall,
  usePlatforms,
} from './_shared/testing.ts'

const ORIGIN = 'https://login.live.com'
const login = endpoint(ORIGIN, '/login.srf', HTML_HEADERS)
const page = () => login(200, fixture('microsoft-phone', 'login.html'))
const credentialType = endpoint(ORIGIN, '/GetCredentialType.srf', { method: 'POST' })
const answer = (file: string) => [page(), credentialType(200, fixture('microsoft-phone', file))]

describePhoneCheck(microsoftPhoneModule, {
  answers: {
    found: answer('found.json'),
    not_found: answer('not-found.json'),
    blocked: [login(403, sharedWall('cloudflare-challenge.html', 'login.live.com'))],
  },
  foundFields: { has_password: true },
  proof: {
    found:
      /GetCredentialType\.srf → HTTP 200, IfExistsResult is 0 \(an account signs in with the number\)$/,
    notFound: /GetCredentialType\.srf → HTTP 200, IfExistsResult is 1 \(no account\)$/,
  },
  blockedReason: 'captcha',
  rateLimited: answer('throttled.json'),
  cases: {
    'gives no verdict on an answer about another number': {
      answers: [
        page(),
        credentialType(
          200,
          fixture('microsoft-phone', 'found.json').replaceAll('+447400123456', '+447400999999'),
        ),
      ],
      ...UNRECOGNISED,
    },
    'gives no verdict when the page carries no flow token': {
      answers: [login(200, '<html><body>Sign in</body></html>')],
      ...UNRECOGNISED,
    },
  },
})

const platform = usePlatforms()

it('sends the number in E.164 with the page’s flow token, and takes no push or code', async () => {
  const p = platform()
  serve(p, answer('found.json'))
  await p.run(microsoftPhoneModule, NUMBER)
  expect(requestBody(p, 1)).toMatchObject({
    username: NUMBER,
    checkPhones: true,
    flowToken: '-DtXc5wqR1fA2b3c4d5e6f7g8h9i0jKlMnOpQrStUvWxYz0123456789AbCdEfGhIjKlMnOpQrSt$$',
    uaid: '0f2c7b1de84a4c7fb6a2d31c5e9a4b10',
    isRemoteNGCSupported: false,
    isFidoSupported: false,
    otclogindisallowed: true,
    forceotclogin: false,
  })
})
