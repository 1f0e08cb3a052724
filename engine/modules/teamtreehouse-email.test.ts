import { teamtreehouseEmailModule } from './teamtreehouse-email.ts'
import { ENCODED_ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import {
  UNRECOGNISED,
  answersFrom,
  fixture,
  pageWithCookies,
  sharedWall,
} from './_shared/testing.ts'

const TOKEN = 'k8Jd2Qw5Zr7Xc1Vb9Nm3Lp6Hs4Tg0Fy2Ua8Ie5Oo7Rq1We3Ty9Ui0Op4As6Df=='
const at = answersFrom('https://teamtreehouse.com')
const page = pageWithCookies(
  'https://teamtreehouse.com',
  '/subscribe/new?trial=yes',
  fixture('teamtreehouse-email', 'subscribe.html'),
  ['_treehouse_session=Zk9tR2x3V1pBc0pq; path=/; secure; HttpOnly; SameSite=Lax'],
)
const check = (status: number, body: string) =>
  at('/account/email_address', status, body, {
    method: 'POST',
    requestHeaders: { 'x-csrf-token': TOKEN },
    requestBody: `email=${ENCODED_ADDRESS}`,
  })

describeRecordedCheck(teamtreehouseEmailModule, {
  check,
  page,
  proof: {
    found: /HTTP 200, the answer says "that email address is taken"$/,
    notFound: /HTTP 200, field success is true$/,
  },
  blockedReason: 'captcha',
  wallPage: sharedWall('cloudflare-challenge.html', 'teamtreehouse.com'),
  rateLimited: 'rate-limited.html',
  rateLimitedAtPage: true,
  cases: {
    'gives no verdict on another refusal': {
      answers: [page(), check(200, '{"success":false,"message":"Please enter a valid email."}')],
      ...UNRECOGNISED,
    },
  },
})
