import { amazonPhoneModule } from './amazon-phone.ts'
import { describeRecordedPhoneCheck } from './_phone/phone-testing.ts'
import { fixture, pagesFrom, postedForm } from './_shared/testing.ts'

const page = pagesFrom('https://www.amazon.com')
const OPENID =
  '/ap/signin?openid.pape.max_auth_age=0&openid.return_to=https%3A%2F%2Fwww.amazon.com%2F%3Fref_%3Dnav_ya_signin&openid.identity=http%3A%2F%2Fspecs.openid.net%2Fauth%2F2.0%2Fidentifier_select&openid.assoc_handle=usflex&openid.mode=checkid_setup&openid.claimed_id=http%3A%2F%2Fspecs.openid.net%2Fauth%2F2.0%2Fidentifier_select&openid.ns=http%3A%2F%2Fspecs.openid.net%2Fauth%2F2.0'
const signIn = (status = 200, body = fixture('amazon-phone', 'signin.html')) =>
  page(OPENID, status, body, {
    headers: {
      'content-type': 'text/html',
      'set-cookie': ['session-id=135-4460012-2291822; Path=/'],
    },
  })

// The page's hidden fields, then the number as digits with the calling code.
const check = (status: number, body: string) =>
  page('/ap/signin', status, body, {
    ...postedForm({
      appActionToken: 'pj2FQ1Jm8RWa8rj2BAgx3xFuDkcj3D',
      appAction: 'SIGNIN_PWD_COLLECT',
      subPageType: 'SignInClaimCollect',
      'openid.return_to': 'ape:aHR0cHM6Ly93d3cuYW1hem9uLmNvbS8/cmVmXz1uYXZfeWFfc2lnbmlu',
      prevRID: 'ape:QlQ5WlJQN0pFRjJHOUQyOEc3Mzk=',
      workflowState:
        'eyJ6aXAiOiJERUYiLCJlbmMiOiJBMjU2R0NNIiwiYWxnIjoiQTI1NktXIn0.c2VhbGVk.d29ya2Zsb3c',
      create: '0',
      email: '12015550123',
    }),
    requestHeaders: { cookie: 'session-id=135-4460012-2291822' },
  })

describeRecordedPhoneCheck(amazonPhoneModule, {
  query: '+12015550123',
  before: [signIn()],
  check,
  files: { found: 'found.html', notFound: 'not-found.html' },
  proof: {
    found:
      /POST https:\/\/www\.amazon\.com\/ap\/signin → HTTP 200, the password step \(auth-password-missing-alert\)$/,
    notFound: /→ HTTP 200, the page says "We cannot find an account with that mobile number"$/,
  },
  wall: [signIn(503, fixture('amazon-phone', 'walled.html'))],
  blockedReason: 'captcha',
  cases: {
    'reports a captcha after the number as unknown (captcha)': {
      answers: [signIn(), check(200, fixture('amazon-phone', 'captcha.html'))],
      status: 'unknown',
      reason: 'captcha',
    },
    'asks nothing more when the page has no form token': {
      answers: [signIn(200, '<html><body><form name="signIn"></form></body></html>')],
      status: 'unknown',
      reason: 'unrecognised',
    },
  },
})
