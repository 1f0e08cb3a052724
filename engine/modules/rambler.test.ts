import { ramblerModule } from './rambler.ts'
import { ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { UNRECOGNISED, endpoint, fixture, postedJson } from './_shared/testing.ts'

const check = endpoint(
  'https://id.rambler.ru',
  '/jsonrpc',
  postedJson({
    method: 'Rambler::Id::get_email_account_info',
    params: [{ email: ADDRESS }],
    rpc: '2.0',
  }),
)

describeRecordedCheck(ramblerModule, {
  check,
  proof: oneValueProof('field result.exists', 1, 0),
  blockedReason: 'blocked',
  cases: {
    'reports the JSON-RPC rate-limit error as unknown (rate_limited)': {
      answers: [check(200, fixture('rambler', 'rate-limited.json'))],
      status: 'unknown',
      reason: 'rate_limited',
    },
    'reports an HTTP 429 as unknown (rate_limited)': {
      answers: [check(429, '')],
      status: 'unknown',
      reason: 'rate_limited',
    },
    'gives no verdict on another JSON-RPC error': {
      answers: [check(200, '{"error":{"code":-32602,"message":"Invalid params"}}')],
      ...UNRECOGNISED,
    },
  },
})
