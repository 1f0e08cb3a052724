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
import { cookieHeader, cookiesFrom } from './_email/cookies.ts'
import { objectOf } from './_email/forms.ts'
import { buildRecord, pv } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

/** Only the cookies matter on the home page; its body is left mostly unread. */
const HOME_PAGE_BYTES = 64 * 1024

export const dropboxModule = emailModule({
  id: 'dropbox',
  name: 'Dropbox',
  category: 'business',
  url: 'https://www.dropbox.com/',
  hosts: ['www.dropbox.com'],
  finding: 'account',
  silence:
    "The sign-in page's check that chooses between the password and sign-up forms; it starts no sign-in and sends nothing.",
  async run(ctx) {
    const home = await ctx.http.request('https://www.dropbox.com/', { maxBytes: HOME_PAGE_BYTES })
    if (home.status !== 200) return unexpected(home, 'home page')
    const jar = cookiesFrom(home)
    const token = jar.get('t')
    if (!token) {
      return { status: 'unknown', reason: 'unrecognised', message: 'Dropbox gave no CSRF cookie' }
    }
    const res = await ctx.http.request(
      'https://www.dropbox.com/2/account/check_user_with_email_exists',
      {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'x-csrf-token': token,
          origin: 'https://www.dropbox.com',
          referer: 'https://www.dropbox.com/',
          cookie: cookieHeader(jar),
        },
        body: { email: ctx.query },
      },
    )
    if (res.status !== 200) return unexpected(res)
    const answer = objectOf(res.json())
    const { exists, exists_as_recovery_email: recovery, has_passkey: passkey } = answer ?? {}
    if (typeof exists !== 'boolean' || typeof recovery !== 'boolean') {
      return unrecognised('account check answer')
    }
    if (exists) {
      return found(
        'field exists is true',
        buildRecord({ email: ctx.query }, [
          pv.bool('has_passkey', 'Has a passkey', passkey as boolean),
        ]),
      )
    }
    if (recovery) {
      return found(
        'field exists_as_recovery_email is true',
        buildRecord({ email: ctx.query }, [
          pv.str('linked_as', 'Linked as', 'Recovery address of an account'),
        ]),
      )
    }
    return notFound('fields exists and exists_as_recovery_email are false')
  },
})
