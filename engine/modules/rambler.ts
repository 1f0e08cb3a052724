/**
 * Rambler (Rambler&Co ID: Rambler mail, Lenta, Championat …). POST https://id.rambler.ru/jsonrpc
 * with {"method":"Rambler::Id::get_email_account_info","params":[{"email"}],"rpc":"2.0"} is
 * the call the registration page makes about a typed address: {"result":{"exists":1,…}} when
 * a Rambler ID uses it, {"result":{"exists":0,…}} when none does.
 *
 * Silent: an account-info question of the sign-up form; it registers nothing and sends no
 * code or mail.
 *
 * Answer shape from public tool data, not verified live (the JSON-RPC error text of a rate
 * limit is an assumption).
 */
import { accountCheck } from './_email/account-check.ts'
import { rateLimited } from './_shared/blocks.ts'
import { unexpected, unrecognised } from './_shared/outcomes.ts'
import { oneRequestCheck, postJson } from './_email/one-request-check.ts'

interface RpcAnswer {
  result?: { exists?: unknown }
  error?: { message?: unknown }
}

const RATE_LIMIT = /too many|rate.?limit/i

export const ramblerModule = oneRequestCheck({
  id: 'rambler',
  name: 'Rambler',
  category: 'email',
  url: 'https://id.rambler.ru/',
  hosts: ['id.rambler.ru'],
  silence:
    'The account-info question the registration page asks about a typed address; it registers nothing and sends no code or mail.',
  fixtures: { present: 'test@rambler.ru', absent: 'zqnosuchuser7d1f9b3x@rambler.ru' },
  ask: (email) =>
    postJson(
      'https://id.rambler.ru/jsonrpc',
      { method: 'Rambler::Id::get_email_account_info', params: [{ email }], rpc: '2.0' },
      {
        accept: 'application/json',
        origin: 'https://id.rambler.ru',
        referer: 'https://id.rambler.ru/champ/registration',
      },
    ),
  answer(res, email) {
    if (res.status !== 200) return unexpected(res)
    const answer = res.json<RpcAnswer>()
    // JSON-RPC reports its errors, a rate limit among them, in a 200 answer.
    if (typeof answer.error?.message === 'string' && RATE_LIMIT.test(answer.error.message)) {
      rateLimited('Rambler rate limit (JSON-RPC error)')
    }
    if (!answer.result || typeof answer.result !== 'object') return unrecognised('account info')
    return accountCheck(
      email,
      'field result.exists',
      answer.result.exists,
      { taken: [1], free: [0] },
      'account info',
    )
  },
})
