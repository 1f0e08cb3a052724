/**
 * Dropbox. GET https://www.dropbox.com/ sets the "t" cookie, Dropbox's CSRF token; POST
 * https://www.dropbox.com/2/account/check_user_with_email_exists with {"email"}, that token in
 * X-CSRF-Token and the cookies back, answers {"exists":…,"exists_as_recovery_email":…,
 * "has_passkey":…}: exists is true when an account signs in with the address;
 * exists_as_recovery_email is true when an account names it as its recovery address (one
 * account's sign-in address cannot be another's recovery address); both false when no account
 * uses it. A bad token answers 403 {"error":{".tag":"invalid_csrf_token"}}.
 *
 * Silent: the sign-in page asks it to choose between the password and the sign-up form; it
 * starts no sign-in and sends nothing. Answer shape from public tool data (user-scanner), not
 * verified live.
 */
import { objectOf } from './_email/forms.ts'
import { postJson } from './_email/one-request-check.ts'
import { pageThenAsk } from './_email/page-then-ask.ts'
import { buildRecord, pv } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'

/** Only the cookies matter on the home page; its body is left mostly unread. */
const HOME_PAGE_BYTES = 64 * 1024

export const dropboxModule = pageThenAsk({
  id: 'dropbox',
  name: 'Dropbox',
  category: 'business',
  url: 'https://www.dropbox.com/',
  hosts: ['www.dropbox.com'],
  silence:
    "The sign-in page's check that chooses between the password and sign-up forms; it starts no sign-in and sends nothing.",
  page: { url: 'https://www.dropbox.com/', what: 'home page', maxBytes: HOME_PAGE_BYTES },
  token: { read: (_, cookies) => cookies.get('t'), missing: 'Dropbox gave no CSRF cookie' },
  ask: (email, { cookie, token }) =>
    postJson(
      'https://www.dropbox.com/2/account/check_user_with_email_exists',
      { email },
      {
        accept: 'application/json',
        'x-csrf-token': token,
        origin: 'https://www.dropbox.com',
        referer: 'https://www.dropbox.com/',
        cookie,
      },
    ),
  answer(res, email) {
    if (res.status !== 200) return unexpected(res)
    const answer = objectOf(res.json())
    const { exists, exists_as_recovery_email: recovery, has_passkey: passkey } = answer ?? {}
    if (typeof exists !== 'boolean' || typeof recovery !== 'boolean') {
      return unrecognised('account check answer')
    }
    if (exists) {
      return found(
        'field exists is true',
        buildRecord({ email }, [pv.bool('has_passkey', 'Has a passkey', passkey as boolean)]),
      )
    }
    if (recovery) {
      return found(
        'field exists_as_recovery_email is true',
        buildRecord({ email }, [
          pv.str('linked_as', 'Linked as', 'Recovery address of an account'),
        ]),
      )
    }
    return notFound('fields exists and exists_as_recovery_email are false')
  },
})
