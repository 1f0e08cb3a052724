/**
 * The email checks that are one request, which the platform asks in its address or a posted form: a call
 * each, with the request its form makes about the address, its recorded answers in
 * __fixtures__/<id>/, what the evidence says for each verdict, and the answers that must
 * decide nothing. Each call runs the whole silent-check suite (describeRecordedCheck in
 * _email/testing.ts).
 */
import { ADDRESS, describeRecordedCheck, ENCODED_ADDRESS, oneValueProof } from './_email/testing.ts'
import {
  endpoint,
  fixture,
  HTML_HEADERS,
  postedForm,
  sharedWall,
  UNRECOGNISED,
} from './_shared/testing.ts'
import { amocrmModule } from './amocrm.ts'
import { annaabiModule } from './annaabi.ts'
import { classdojoModule } from './classdojo.ts'
import { etsyModule } from './etsy.ts'
import { huluModule } from './hulu.ts'
import { imgurModule } from './imgur.ts'
import { insightlyModule } from './insightly.ts'
import { jetblueModule } from './jetblue.ts'
import { jiosaavnModule } from './jiosaavn.ts'
import { justflyModule } from './justfly.ts'
import { lastpassModule } from './lastpass.ts'
import { lovenudgeModule } from './lovenudge.ts'
import { mailruModule } from './mailru.ts'
import { myanimelistEmailModule } from './myanimelist-email.ts'
import { nimbleModule } from './nimble.ts'
import { nykaaModule } from './nykaa.ts'
import { pinterestEmailModule } from './pinterest-email.ts'
import { plurkModule } from './plurk.ts'
import { polarstepsEmailModule } from './polarsteps-email.ts'
import { secretflyingModule } from './secretflying.ts'
import { spotifyModule } from './spotify.ts'
import { trivagoModule } from './trivago.ts'
import { voxmediaModule } from './voxmedia.ts'
import { xEmailModule } from './x-email.ts'

const amocrm = endpoint(
  'https://www.amocrm.com',
  '/account/check_login.php',
  postedForm({ LOGIN: ADDRESS }),
)

describeRecordedCheck(amocrmModule, {
  check: amocrm,
  proof: oneValueProof('field status', 'used', 'free'),
  blockedReason: 'captcha',
  rateLimited: 'rate-limited.json',
  cases: {
    'gives no verdict on a status it does not know': {
      answers: [amocrm(200, '{"status":"error"}')],
      ...UNRECOGNISED,
    },
  },
})

const annaabi = endpoint('https://annaabi.ee', `/register.php?go=1&emailcheck=${ENCODED_ADDRESS}`, {
  headers: { 'content-type': 'text/html; charset=utf-8' },
})

describeRecordedCheck(annaabiModule, {
  check: annaabi,
  files: { found: 'found.html', notFound: 'not-found.html' },
  proof: {
    found:
      /HTTP 200, psemail is 2 and the page says "Sellise emailiga kasutaja on juba registreerinud"$/,
    notFound: /HTTP 200, psemail is 1 and the page says "See email on vaba"$/,
  },
  blockedReason: 'captcha',
  wallPage: sharedWall('cloudflare-challenge.html', 'annaabi.ee'),
  wallHeaders: { 'cf-mitigated': 'challenge' },
  cases: {
    'reports a rate limit as unknown (rate_limited), never as a verdict': {
      answers: [annaabi(429, fixture('annaabi', 'rate-limited.html'))],
      status: 'unknown',
      reason: 'rate_limited',
    },
    'gives no verdict when the two signs disagree': {
      answers: [
        annaabi(
          200,
          fixture('annaabi', 'found.html').replace(
            'value="2" id="psemail"',
            'value="1" id="psemail"',
          ),
        ),
      ],
      ...UNRECOGNISED,
    },
  },
})

const classdojo = endpoint(
  'https://api.classdojo.com',
  `/api/user/emailValidation/${ENCODED_ADDRESS}?skipDomainValidation=false`,
)

describeRecordedCheck(classdojoModule, {
  check: classdojo,
  foundFields: { account_type: 'teacher', passwordless: false, mandatory_sso: false },
  proof: {
    found: /HTTP 200, field isAvailableForSignUp is false, entityType is "teacher"$/,
    notFound: /HTTP 200, field isAvailableForSignUp is true$/,
  },
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.json',
  cases: {
    'gives no verdict on a refusal that names no account': {
      answers: [classdojo(200, '{"isAvailableForSignUp":false}')],
      ...UNRECOGNISED,
    },
  },
})

const etsy = endpoint(
  'https://www.etsy.com',
  `/api/v3/ajax/public/users/by-identity-optional?identity=${ENCODED_ADDRESS}`,
)

describeRecordedCheck(etsyModule, {
  check: etsy,
  foundFields: {
    id: '412870355',
    username: 'adalovelace1815',
    name: 'Ada Lovelace',
    location: 'London, United Kingdom',
    bio: 'Knitted punch cards and analytical engine cosies.',
    followers: 214,
    picture_url: 'https://i.etsystatic.com/iusa/4c2f1e/98765432/iusa_400x400.98765432_ab12.jpg',
    profile_url: 'https://www.etsy.com/people/adalovelace1815',
    is_seller: true,
    following: 37,
    favorites: 1290,
    created: '2015-03-25T13:55:32.000Z',
  },
  proof: {
    found: /HTTP 200, field user_id is 412870355 \(login_name 'adalovelace1815'\)$/,
    notFound: /HTTP 200, the answer is null \(no member\)$/,
  },
  blockedReason: 'captcha',
  wallHeaders: { 'x-datadome': 'protected' },
  rateLimited: 'rate-limited.json',
  cases: {
    'gives no verdict on a member object without a user_id': {
      answers: [etsy(200, '{"login_name":null}')],
      ...UNRECOGNISED,
    },
  },
})

const hulu = endpoint('https://signup.hulu.com', `/api/v2/accounts/status?email=${ENCODED_ADDRESS}`)

describeRecordedCheck(huluModule, {
  check: hulu,
  proof: oneValueProof('field status', 'existing', 'available'),
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.json',
})

const imgur = endpoint(
  'https://imgur.com',
  '/signin/ajax_email_available',
  postedForm({ email: ADDRESS }),
)

describeRecordedCheck(imgurModule, {
  check: imgur,
  proof: oneValueProof('field data.available', false, true),
  blockedReason: 'rate_limited',
  wall: [imgur(429, '{"data":{"error":"Too Many Requests"},"success":false,"status":429}')],
})

const insightly = endpoint(
  'https://accounts.insightly.com',
  '/signup/isemailvalid',
  postedForm({ emailaddress: ADDRESS }),
)

describeRecordedCheck(insightlyModule, {
  check: insightly,
  proof: {
    found: /HTTP 200, the answer says "An account exists for this address"$/,
    notFound: /HTTP 200, the answer is true \(the address may sign up\)$/,
  },
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.html',
  cases: {
    'gives no verdict on a refusal that is not about an account': {
      answers: [insightly(200, '"Please enter a valid email address."')],
      ...UNRECOGNISED,
    },
  },
})

const jetblue = endpoint(
  'https://trueblue.jetblue.com',
  `/b2c/search?customer.address.email=${ENCODED_ADDRESS}`,
)

describeRecordedCheck(jetblueModule, {
  check: jetblue,
  proof: oneValueProof('field found', true, false),
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.json',
})

const jiosaavn = endpoint(
  'https://www.saavn.com',
  '/api.php',
  postedForm({
    __call: 'user.isRegisteredEmail',
    _format: 'json',
    _marker: '0',
    ctx: 'android',
    api_version: '4',
    email: ADDRESS,
  }),
)

describeRecordedCheck(jiosaavnModule, {
  check: jiosaavn,
  proof: oneValueProof('field status', true, false),
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.html',
})

const justfly = endpoint(
  'https://www.justfly.com',
  '/account/modal-login-check-email',
  postedForm({ email: ADDRESS, include_header: '1' }),
)

describeRecordedCheck(justflyModule, {
  check: justfly,
  proof: oneValueProof('field emailExists', true, false),
  blockedReason: 'captcha',
  wallHeaders: { 'cf-mitigated': 'challenge' },
  rateLimited: 'rate-limited.html',
  cases: {
    'gives no verdict when the check itself failed': {
      answers: [justfly(200, '{"result":false,"emailExists":false}')],
      ...UNRECOGNISED,
    },
  },
})

const lastpass = endpoint(
  'https://lastpass.com',
  `/create_account.php?check=avail&skipcontent=1&mistype=1&username=${ENCODED_ADDRESS}`,
  { headers: { 'content-type': 'text/html; charset=UTF-8' } },
)

describeRecordedCheck(lastpassModule, {
  check: lastpass,
  // LastPass answers one bare word; there is nothing else to record.
  bodies: { found: 'no', notFound: 'ok' },
  wall: [lastpass(503, '<html><body>Service Unavailable</body></html>')],
  proof: oneValueProof('the body', 'no', 'ok'),
  blockedReason: 'blocked',
})

const lovenudge = endpoint(
  'https://api.lovenudgeapp.com',
  `/api/register/check?email=${ENCODED_ADDRESS}&time_zone=UTC&app_version=5.2.10`,
)

describeRecordedCheck(lovenudgeModule, {
  check: lovenudge,
  proof: oneValueProof('field data', true, false),
  blockedReason: 'blocked',
  wallPage: sharedWall('cloudflare-block.html', 'api.lovenudgeapp.com'),
  rateLimited: 'rate-limited.json',
})

const mailru = endpoint(
  'https://account.mail.ru',
  '/api/v1/user/exists',
  postedForm({ email: ADDRESS }),
)

describeRecordedCheck(mailruModule, {
  check: mailru,
  proof: oneValueProof('field body.exists', true, false),
  blockedReason: 'captcha',
  cases: {
    'reports the API rate limit (status 429 in a 200 answer) as unknown (rate_limited)': {
      answers: [mailru(200, fixture('mailru', 'rate-limited.json'))],
      status: 'unknown',
      reason: 'rate_limited',
    },
    'gives no verdict on an API error in the envelope': {
      answers: [
        mailru(200, '{"status":400,"body":{"email":{"error":"invalid"}},"htmlencoded":false}'),
      ],
      ...UNRECOGNISED,
    },
  },
})

const myanimelistEmail = endpoint(
  'https://myanimelist.net',
  '/signup/email/validate',
  postedForm({ email: ADDRESS }),
)

describeRecordedCheck(myanimelistEmailModule, {
  check: myanimelistEmail,
  proof: {
    found:
      /HTTP 200, errors say 'You already have an account with this email address\. Please log in\.'$/,
    notFound: /HTTP 200, field data is an empty list, with no errors$/,
  },
  blockedReason: 'captcha',
  wallHeaders: { 'cf-mitigated': 'challenge' },
  rateLimited: 'rate-limited.html',
  cases: {
    'gives no verdict on another refusal, such as an invalid address': {
      answers: [
        myanimelistEmail(200, '{"errors":[{"message":"Please enter a valid email address."}]}'),
      ],
      ...UNRECOGNISED,
    },
  },
})

const nimble = endpoint('https://www.nimble.com', `/lib/register.php?email=${ENCODED_ADDRESS}`)

describeRecordedCheck(nimbleModule, {
  check: nimble,
  proof: {
    found: /HTTP 200, the answer says "This email is already registered"$/,
    notFound: /HTTP 200, the answer is true \(the address may sign up\)$/,
  },
  blockedReason: 'captcha',
  wallPage: sharedWall('cloudflare-challenge.html', 'www.nimble.com'),
  rateLimited: 'rate-limited.json',
  cases: {
    'gives no verdict on the answer false, which names no account': {
      answers: [nimble(200, 'false')],
      ...UNRECOGNISED,
    },
  },
})

const nykaa = endpoint(
  'https://www.nykaaman.com',
  '/app-api/index.php/customer/check_existence?catalog_tag_filter=men',
  postedForm({ email: ADDRESS, platform: 'web', captcha_type: 'v3' }),
)

describeRecordedCheck(nykaaModule, {
  check: nykaa,
  proof: oneValueProof('field response.is_exists', true, false),
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.json',
})

const pinterestEmailParams = new URLSearchParams({
  source_url: '/signup/step1/',
  data: JSON.stringify({
    options: { url: '/v3/register/exists/', data: { email: ADDRESS } },
    context: {},
  }),
})
const pinterestEmail = endpoint(
  'https://www.pinterest.com',
  `/resource/ApiResource/get/?${pinterestEmailParams}`,
)

describeRecordedCheck(pinterestEmailModule, {
  check: pinterestEmail,
  proof: oneValueProof('field resource_response.data', true, false),
  blockedReason: 'rate_limited',
  wall: [
    pinterestEmail(
      429,
      '{"resource_response":{"status":"failure","code":429,"message":"Too many requests"}}',
    ),
  ],
})

const plurk = endpoint('https://www.plurk.com', '/Users/isEmailFound', {
  method: 'POST',
  requestBody: `email=${ENCODED_ADDRESS}`,
  headers: { 'content-type': 'text/plain; charset=utf-8' },
})

describeRecordedCheck(plurkModule, {
  check: plurk,
  // Plurk answers one bare word; there is nothing else to record.
  bodies: { found: 'True', notFound: 'False' },
  wall: [plurk(429, 'Too Many Requests')],
  proof: oneValueProof('the body', 'True', 'False'),
  blockedReason: 'rate_limited',
})

const polarstepsEmail = endpoint('https://www.polarsteps.com', '/validation/unique', {
  method: 'POST',
  requestBody: `field=users.email&value=${ENCODED_ADDRESS}`,
  headers: { 'content-type': 'text/plain; charset=utf-8' },
})

describeRecordedCheck(polarstepsEmailModule, {
  check: polarstepsEmail,
  files: { found: 'found.txt', notFound: 'not-found.txt' },
  proof: oneValueProof('the body', 'INVALID', 'OK'),
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.html',
})

const secretflying = endpoint('https://www.secretflying.com', '/wp-admin/admin-ajax.php', {
  method: 'POST',
  requestBody: `action=ihc_check_reg_field_ajax&type=user_email&value=${ENCODED_ADDRESS}&second_value=`,
  headers: HTML_HEADERS.headers,
})

describeRecordedCheck(secretflyingModule, {
  check: secretflying,
  files: { found: 'found.txt', notFound: 'not-found.txt' },
  proof: oneValueProof('the body', 'Email address is taken', '1'),
  blockedReason: 'captcha',
  wallHeaders: { 'cf-mitigated': 'challenge' },
  cases: {
    'reports a rate limit as unknown (rate_limited), never as a verdict': {
      answers: [secretflying(429, fixture('secretflying', 'rate-limited.html'))],
      status: 'unknown',
      reason: 'rate_limited',
    },
  },
})

const spotify = endpoint(
  'https://spclient.wg.spotify.com',
  `/signup/public/v1/account?validate=1&email=${ENCODED_ADDRESS}`,
)

describeRecordedCheck(spotifyModule, {
  check: spotify,
  proof: oneValueProof('field status', 20, 1),
  blockedReason: 'rate_limited',
  wall: [spotify(429, '')],
})

const trivago = endpoint(
  'https://access.trivago.com',
  '/oauth/api/members/exists',
  postedForm({ email: ADDRESS }),
)

describeRecordedCheck(trivagoModule, {
  check: trivago,
  proof: oneValueProof('field exists', true, false),
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.json',
})

const voxmedia = endpoint(
  'https://auth.voxmedia.com',
  '/chorus_auth/email_valid.json',
  postedForm({ email: ADDRESS }),
)

describeRecordedCheck(voxmediaModule, {
  check: voxmedia,
  proof: oneValueProof('field available', false, true),
  blockedReason: 'rate_limited',
  wall: [voxmedia(429, '{"error":"Too many requests"}')],
})

const xEmail = endpoint(
  'https://api.x.com',
  `/i/users/email_available.json?email=${ENCODED_ADDRESS}`,
)

describeRecordedCheck(xEmailModule, {
  check: xEmail,
  proof: oneValueProof('field taken', true, false),
  blockedReason: 'rate_limited',
  wall: [xEmail(429, fixture('x-email', 'rate-limited.json'))],
})
