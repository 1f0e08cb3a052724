/**
 * The email checks that are one request, which the platform asks with a JSON body: a call
 * each, with the request its form makes about the address, its recorded answers in
 * __fixtures__/<id>/, what the evidence says for each verdict, and the answers that must
 * decide nothing. Each call runs the whole silent-check suite (describeRecordedCheck in
 * _email/testing.ts).
 */
import { ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import {
  endpoint,
  fixture,
  HTML_HEADERS,
  postedJson,
  sharedWall,
  UNRECOGNISED,
} from './_shared/testing.ts'
import { airastanaModule } from './airastana.ts'
import { anydoModule } from './anydo.ts'
import { chesscomEmailModule } from './chesscom-email.ts'
import { deliverooModule } from './deliveroo.ts'
import { emiratesModule } from './emirates.ts'
import { firefoxModule } from './firefox.ts'
import { hackerrankEmailModule } from './hackerrank-email.ts'
import { huggingfaceEmailModule } from './huggingface-email.ts'
import { meweModule } from './mewe.ts'
import { patreonModule } from './patreon.ts'
import { quizletModule } from './quizlet.ts'
import { ramblerModule } from './rambler.ts'
import { rappiModule } from './rappi.ts'
import { replitEmailModule } from './replit-email.ts'
import { skyscannerModule } from './skyscanner.ts'
import { teamleaderModule } from './teamleader.ts'
import { vrboModule } from './vrbo.ts'
import { wixModule } from './wix.ts'

const airastana = endpoint(
  'https://airastana.com',
  '/DesktopModules/AirAstana/NomadClubModule/NomadWS.asmx/CheckNomadEmail',
  postedJson({ pEmail: ADDRESS, pLanguage: 'en-US' }),
)

describeRecordedCheck(airastanaModule, {
  check: airastana,
  proof: {
    found: /HTTP 200, field d says 'This e-mail is already taken\.'$/,
    notFound: /HTTP 200, field d is true$/,
  },
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.html',
  cases: {
    'gives no verdict on another refusal, such as an invalid address': {
      answers: [airastana(200, '{"d":"Please enter a valid e-mail."}')],
      ...UNRECOGNISED,
    },
  },
})

const anydo = endpoint('https://sm-prod2.any.do', '/check_email', postedJson({ email: ADDRESS }))

describeRecordedCheck(anydoModule, {
  check: anydo,
  proof: oneValueProof('field user_exists', true, false),
  blockedReason: 'rate_limited',
  wall: [anydo(429, '{"error":"rate limit"}')],
})

const chesscomEmail = endpoint(
  'https://www.chess.com',
  '/rpc/chesscom.authentication.v1.EmailValidationService/Validate',
  postedJson({ email: ADDRESS }),
)

describeRecordedCheck(chesscomEmailModule, {
  check: chesscomEmail,
  proof: oneValueProof('field status', 'EMAIL_STATUS_TAKEN', 'EMAIL_STATUS_AVAILABLE'),
  blockedReason: 'captcha',
  wall: [
    chesscomEmail(403, '<html><head><title>Just a moment...</title></head><body></body></html>', {
      headers: { 'content-type': 'text/html', 'cf-mitigated': 'challenge' },
    }),
  ],
})

const deliveroo = endpoint(
  'https://consumer-ow-api.deliveroo.com',
  '/orderapp/v1/check-email',
  postedJson({ email_address: ADDRESS }),
)

describeRecordedCheck(deliverooModule, {
  check: deliveroo,
  proof: oneValueProof('field registered', true, false),
  blockedReason: 'captcha',
  wallHeaders: { 'cf-mitigated': 'challenge' },
  rateLimited: 'rate-limited.json',
})

const emirates = endpoint(
  'https://www.emirates.com',
  '/service/ekl/validate-email?data=null',
  postedJson({ emailAddress: ADDRESS }),
)

describeRecordedCheck(emiratesModule, {
  check: emirates,
  proof: {
    found: /HTTP 200, errors hold code program\.member\.EmailExistsForAnotherMember$/,
    notFound: /HTTP 200, field status is true, with no errors$/,
  },
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.html',
  cases: {
    'gives no verdict on another refusal of the address': {
      answers: [emirates(200, '{"status":false,"body":{"errors":[{"code":"email.invalid"}]}}')],
      ...UNRECOGNISED,
    },
  },
})

const firefox = endpoint(
  'https://api.accounts.firefox.com',
  '/v1/account/status',
  postedJson({ email: ADDRESS }),
)

describeRecordedCheck(firefoxModule, {
  check: firefox,
  proof: oneValueProof('field exists', true, false),
  blockedReason: 'rate_limited',
  wall: [firefox(429, fixture('firefox', 'rate-limited.json'))],
})

const hackerrankEmail = endpoint(
  'https://www.hackerrank.com',
  '/auth/valid_email',
  postedJson({ email: ADDRESS }),
)

describeRecordedCheck(hackerrankEmailModule, {
  check: hackerrankEmail,
  proof: {
    found: /HTTP 200, field internal_status_code is "already_registered"$/,
    notFound: /HTTP 200, field status is true, with no errors$/,
  },
  blockedReason: 'captcha',
  rateLimited: 'rate-limited.json',
  cases: {
    'gives no verdict on an address refused for another reason': {
      answers: [hackerrankEmail(200, fixture('hackerrank-email', 'invalid.json'))],
      ...UNRECOGNISED,
    },
  },
})

const huggingfaceEmail = endpoint(
  'https://huggingface.co',
  '/api/check-user-email',
  postedJson({ email: ADDRESS }),
)

describeRecordedCheck(huggingfaceEmailModule, {
  check: huggingfaceEmail,
  proof: {
    found: /HTTP 200, the answer says "An account with this email address already exists\."$/,
    notFound: /HTTP 200, the answer says "This email address is available\."$/,
  },
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.json',
  cases: {
    'reads the older answer, HTTP 400 with an error field, as found': {
      answers: [huggingfaceEmail(400, fixture('huggingface-email', 'found-400.json'))],
      status: 'found',
      summary: /HTTP 400, the answer says "Email already exists"$/,
    },
    'gives no verdict on another refusal': {
      answers: [huggingfaceEmail(400, '{"error":"Invalid email address"}')],
      ...UNRECOGNISED,
    },
  },
})

const mewe = endpoint(
  'https://mewe.com',
  '/api/v2/auth/check/user/email',
  postedJson({ email: ADDRESS }),
)

describeRecordedCheck(meweModule, {
  check: mewe,
  proof: oneValueProof('field exists', true, false),
  blockedReason: 'blocked',
  wallPage: sharedWall('cloudflare-block.html', 'mewe.com'),
  rateLimited: 'rate-limited.json',
})

const patreon = endpoint(
  'https://www.patreon.com',
  '/api/email/available?json-api-version=1.0',
  postedJson({ data: { attributes: { email: ADDRESS }, relationships: {} } }),
)

describeRecordedCheck(patreonModule, {
  check: patreon,
  proof: oneValueProof('field data.is_available', false, true),
  blockedReason: 'blocked',
  wall: [
    patreon(403, '<html><head><title>Attention Required! | Cloudflare</title></head></html>', {
      headers: { 'content-type': 'text/html' },
    }),
  ],
})

const quizlet = endpoint(
  'https://api.quizlet.com',
  '/3.11/validate-email?client_id=XbSGGchEnA',
  postedJson({ email: ADDRESS }),
)

describeRecordedCheck(quizletModule, {
  check: quizlet,
  proof: {
    found: /HTTP 200, validateEmail\.existingAccount is set$/,
    notFound: /HTTP 200, validateEmail\.isValid is true, existingAccount is null$/,
  },
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.json',
  cases: {
    'gives no verdict on an address refused without an existing account': {
      answers: [quizlet(200, fixture('quizlet', 'invalid.json'))],
      ...UNRECOGNISED,
    },
  },
})

const rambler = endpoint(
  'https://id.rambler.ru',
  '/jsonrpc',
  postedJson({
    method: 'Rambler::Id::get_email_account_info',
    params: [{ email: ADDRESS }],
    rpc: '2.0',
  }),
)

describeRecordedCheck(ramblerModule, {
  check: rambler,
  proof: oneValueProof('field result.exists', 1, 0),
  blockedReason: 'blocked',
  cases: {
    'reports the JSON-RPC rate-limit error as unknown (rate_limited)': {
      answers: [rambler(200, fixture('rambler', 'rate-limited.json'))],
      status: 'unknown',
      reason: 'rate_limited',
    },
    'reports an HTTP 429 as unknown (rate_limited)': {
      answers: [rambler(429, '')],
      status: 'unknown',
      reason: 'rate_limited',
    },
    'gives no verdict on another JSON-RPC error': {
      answers: [rambler(200, '{"error":{"code":-32602,"message":"Invalid params"}}')],
      ...UNRECOGNISED,
    },
  },
})

const rappi = endpoint(
  'https://services.rappi.com.ar',
  '/api/rocket/user/account/check-email',
  postedJson({ email: ADDRESS }),
)

describeRecordedCheck(rappiModule, {
  check: rappi,
  proof: oneValueProof('field exists', true, false),
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.json',
})

const replitEmail = endpoint(
  'https://replit.com',
  '/data/user/exists',
  postedJson({ email: ADDRESS }),
)

describeRecordedCheck(replitEmailModule, {
  check: replitEmail,
  proof: oneValueProof('field exists', true, false),
  blockedReason: 'blocked',
  wall: [replitEmail(403, 'Forbidden', { headers: { 'content-type': 'text/plain' } })],
})

const skyscanner = endpoint(
  'https://mobile.ds.skyscanner.net',
  '/g/traveller-auth-service/accounts/v2/search',
  postedJson({ email: ADDRESS }),
)

describeRecordedCheck(skyscannerModule, {
  check: skyscanner,
  status: 404,
  foundStatus: 200,
  foundFields: { providers: 'EMAIL VERIFIED, GOOGLE VERIFIED' },
  proof: {
    found: /HTTP 200, field providers lists 2 sign-in providers$/,
    notFound: /HTTP 404, code 404 "Not Found" in the account search's own answer$/,
  },
  blockedReason: 'captcha',
  rateLimited: 'rate-limited.json',
  cases: {
    'does not read any 404 page as absence, only the service’s own answer': {
      answers: [skyscanner(404, '<html><body><h1>Not Found</h1></body></html>', HTML_HEADERS)],
      ...UNRECOGNISED,
    },
    'does not read a 404 in another JSON shape as absence': {
      answers: [skyscanner(404, '{"error":"route not found"}')],
      ...UNRECOGNISED,
    },
  },
})

const teamleader = endpoint(
  'https://focus.teamleader.eu',
  '/app/emails/availability',
  postedJson({ email: ADDRESS }),
)

describeRecordedCheck(teamleaderModule, {
  check: teamleader,
  proof: oneValueProof('field available', false, true),
  blockedReason: 'captcha',
  rateLimited: 'rate-limited.json',
})

const vrbo = endpoint(
  'https://www.vrbo.com',
  '/auth/aam/v3/status',
  postedJson({ emailAddress: ADDRESS }),
)

describeRecordedCheck(vrboModule, {
  check: vrbo,
  proof: oneValueProof('field authType', ['LOGIN_UMS'], ['SIGNUP']),
  blockedReason: 'captcha',
  rateLimited: 'rate-limited.json',
  cases: {
    'does not read a Google sign-in offer as absence': {
      answers: [vrbo(200, '{"authType":["LOGIN_GOOGLE","SIGNUP"]}')],
      ...UNRECOGNISED,
    },
  },
})

const wix = endpoint(
  'https://users.wix.com',
  '/wix-users/v1/userAccountsByEmail',
  postedJson({ email: ADDRESS }),
)

describeRecordedCheck(wixModule, {
  check: wix,
  status: 404,
  foundStatus: 200,
  foundFields: { accounts: 1 },
  proof: {
    found: /HTTP 200, field accountsData lists 1 account$/,
    notFound: /HTTP 404, the accounts API knows no account for the address$/,
  },
  blockedReason: 'captcha',
  rateLimited: 'rate-limited.json',
  cases: {
    'gives no verdict on a 404 page that is not the API’s answer': {
      answers: [wix(404, '<html><body><h1>Not Found</h1></body></html>', HTML_HEADERS)],
      ...UNRECOGNISED,
    },
    'gives no verdict on an empty account list, which the API is not known to send': {
      answers: [wix(200, '{"accountsData":[]}')],
      ...UNRECOGNISED,
    },
  },
})
