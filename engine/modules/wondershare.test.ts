import { wondershareModule } from './wondershare.ts'
import { ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import { UNRECOGNISED, answersFrom, fixture, sharedWall } from './_shared/testing.ts'

const TOKEN = 'c1f7a9e3-4b2d-4e86-9a0c-5d3e7f1b2a64'
const at = answersFrom('https://accounts.wondershare.com')
const csrf = (status = 200, body = fixture('wondershare', 'csrf-token.json')) =>
  at('/api/v3/csrf-token', status, body, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'set-cookie': [
        `req_identity=${TOKEN}; Path=/; Domain=.wondershare.com; Secure; SameSite=Lax`,
      ],
    },
  })
const inspect = (status: number, body: string) =>
  at('/api/v3/account/inspect', status, body, {
    method: 'PUT',
    requestHeaders: { 'x-csrf-token': TOKEN },
    requestBody: JSON.stringify({ email: ADDRESS }),
  })

describeRecordedCheck(wondershareModule, {
  check: inspect,
  before: [csrf()],
  proof: { found: /HTTP 200, data\.exist is 1$/, notFound: /HTTP 200, data\.exist is 2$/ },
  blockedReason: 'captcha',
  wall: [csrf(), inspect(403, sharedWall('cloudflare-challenge.html', 'accounts.wondershare.com'))],
  cases: {
    'reports a rate limit as unknown (rate_limited), never as a verdict': {
      answers: [csrf(429, fixture('wondershare', 'rate-limited.json'))],
      status: 'unknown',
      reason: 'rate_limited',
    },
    'gives no verdict on another exist value': {
      answers: [csrf(), inspect(200, '{"code":0,"msg":"success","data":{"exist":0}}')],
      ...UNRECOGNISED,
    },
  },
})
