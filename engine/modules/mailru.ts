/**
 * Mail.ru. POST https://account.mail.ru/api/v1/user/exists with the form field email is the
 * question Mail.ru's sign-in and sign-up pages ask about a typed address. Its API answers
 * HTTP 200 with an envelope {"status":…, "body":…, "email":…}: status 200 and
 * body.exists true when a Mail.ru account (mail.ru, bk.ru, inbox.ru, list.ru, internet.ru …)
 * has the address, body.exists false when none has.
 *
 * Silent: an existence check; it starts no sign-in and no recovery, and sends no code. (The
 * password-restore endpoint some tools use instead, which can text or mail the owner, is
 * never called.)
 *
 * Answer shape from public tool data, not verified live; that the envelope's status 429 is the
 * API's rate limit is an assumption (it only ever turns an unrecognised answer into a rate limit).
 */
import { flagCheck } from './_email/account-check.ts'
import { rateLimited } from './_shared/blocks.ts'
import { unexpected, unrecognised } from './_shared/outcomes.ts'
import { oneRequestCheck, postForm } from './_email/one-request-check.ts'

interface ExistsAnswer {
  status?: unknown
  body?: { exists?: unknown }
}

export const mailruModule = oneRequestCheck({
  id: 'mailru',
  name: 'Mail.ru',
  category: 'email',
  url: 'https://mail.ru/',
  hosts: ['account.mail.ru'],
  silence:
    "The existence question Mail.ru's sign-in and sign-up pages ask about a typed address; it starts no sign-in or recovery and sends no code. The password-restore call is never made.",
  fixtures: { present: 'test@mail.ru', absent: 'zqnosuchuser7d1f9b3x@mail.ru' },
  ask: (email) =>
    postForm(
      'https://account.mail.ru/api/v1/user/exists',
      { email },
      {
        accept: 'application/json, text/plain, */*',
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://account.mail.ru',
        referer: 'https://account.mail.ru/login',
      },
    ),
  answer(res, email) {
    if (res.status !== 200) return unexpected(res)
    const answer = res.json<ExistsAnswer>()
    // The envelope carries the API's own status; 429 is its rate limit.
    if (answer.status === 429) rateLimited('Mail.ru rate limit (status 429 in the answer)')
    if (answer.status !== 200 || !answer.body) return unrecognised('existence answer')
    return flagCheck(email, 'body.exists', answer.body.exists, true, 'existence answer')
  },
})
