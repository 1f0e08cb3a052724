import { mozModule } from './moz.ts'
import { ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import { UNRECOGNISED, endpoint, fixture, postedJson, sharedWall } from './_shared/testing.ts'

const check = endpoint(
  'https://moz.com',
  '/app-api/jsonrpc/user.create.validate',
  postedJson({
    jsonrpc: '2.0',
    id: '1',
    method: 'user.create.validate',
    params: { data: { user: { email: ADDRESS, password: 'Qz7-lookup-Check-2931!' } } },
  }),
)

describeRecordedCheck(mozModule, {
  check,
  proof: {
    found: /HTTP 200, result\.errors has issue "param-is-duplicate"$/,
    notFound: /HTTP 200, result\.errors is empty \(the address may sign up\)$/,
  },
  blockedReason: 'captcha',
  wallPage: sharedWall('cloudflare-challenge.html', 'moz.com'),
  rateLimited: 'rate-limited.json',
  cases: {
    'gives no verdict when the address is refused for another reason': {
      answers: [check(200, fixture('moz', 'invalid.json'))],
      ...UNRECOGNISED,
    },
    'gives no verdict on a JSON-RPC error without a result': {
      answers: [
        check(200, '{"jsonrpc":"2.0","id":"1","error":{"code":-32602,"message":"Invalid params"}}'),
      ],
      ...UNRECOGNISED,
    },
  },
})
