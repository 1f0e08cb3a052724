import { mozModule } from './moz.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const check = endpoint('https://moz.com', '/app-api/jsonrpc/user.create.validate', {
  method: 'POST',
  requestBody: JSON.stringify({
    jsonrpc: '2.0',
    id: '1',
    method: 'user.create.validate',
    params: { data: { user: { email: ADDRESS, password: 'Qz7-lookup-Check-2931!' } } },
  }),
})

describeSilentCheck(mozModule, {
  answers: {
    found: [check(200, fixture('moz', 'found.json'))],
    not_found: [check(200, fixture('moz', 'not-found.json'))],
    blocked: [check(403, fixture('moz', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, result\.errors has issue "param-is-duplicate"$/,
    notFound: /HTTP 200, result\.errors is empty \(the address may sign up\)$/,
  },
  blockedReason: 'captcha',
})

itLooksUp(mozModule, {
  'reports a rate limit as unknown (rate_limited), never as a verdict': {
    query: ADDRESS,
    answers: [check(429, fixture('moz', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'gives no verdict when the address is refused for another reason': {
    query: ADDRESS,
    answers: [check(200, fixture('moz', 'invalid.json'))],
    ...UNRECOGNISED,
  },
  'gives no verdict on a JSON-RPC error without a result': {
    query: ADDRESS,
    answers: [
      check(200, '{"jsonrpc":"2.0","id":"1","error":{"code":-32602,"message":"Invalid params"}}'),
    ],
    ...UNRECOGNISED,
  },
})
