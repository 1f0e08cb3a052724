import { ramblerModule } from './rambler.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const check = endpoint('https://id.rambler.ru', '/jsonrpc', {
  method: 'POST',
  requestBody: JSON.stringify({
    method: 'Rambler::Id::get_email_account_info',
    params: [{ email: ADDRESS }],
    rpc: '2.0',
  }),
})

describeSilentCheck(ramblerModule, {
  answers: {
    found: [check(200, fixture('rambler', 'found.json'))],
    not_found: [check(200, fixture('rambler', 'not-found.json'))],
    blocked: [check(403, fixture('rambler', 'walled.html'), HTML_HEADERS)],
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field result\.exists is 1$/,
    notFound: /HTTP 200, field result\.exists is 0$/,
  },
  blockedReason: 'blocked',
})

itLooksUp(ramblerModule, {
  'reports the JSON-RPC rate-limit error as unknown (rate_limited)': {
    query: ADDRESS,
    answers: [check(200, fixture('rambler', 'rate-limited.json'))],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'reports an HTTP 429 as unknown (rate_limited)': {
    query: ADDRESS,
    answers: [check(429, '')],
    status: 'unknown',
    reason: 'rate_limited',
  },
  'gives no verdict on another JSON-RPC error': {
    query: ADDRESS,
    answers: [check(200, '{"error":{"code":-32602,"message":"Invalid params"}}')],
    ...UNRECOGNISED,
  },
})
