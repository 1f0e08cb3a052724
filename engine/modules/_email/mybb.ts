import type { LookupModule } from '../../types.ts'
import { emailModule } from './email-module.ts'
import { buildRecord } from '../_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from '../_shared/outcomes.ts'
import { cookieHeader, cookiesFrom } from './cookies.ts'

/**
 * The registration check every MyBB board ships (xmlhttp.php, action email_availability).
 * The board's registration form calls it when the email field loses focus:
 *
 *   1. GET {board}/member.php?action=register: any board page carries the guest's session
 *      cookie and the form key (`var my_post_key = "…"` in the page head), which the check
 *      demands.
 *   2. POST {board}/xmlhttp.php?action=email_availability with email and my_post_key
 *      (form-encoded). The board answers one JSON string: "true" when the address may be
 *      registered, otherwise the registration form's first error for the field, which for
 *      a registered address is the language string "You have entered an email address
 *      that is already in use by another member. …". A refused form key answers
 *      {"errors":[…]} instead.
 *
 * Silent: it is the form's own field validation. Nothing is registered (no username or
 * password is sent) and nothing is mailed; MyBB only mails at the end of a full
 * registration or from lost-password, neither of which is called.
 *
 * A board that allows one address on several accounts answers "true" for every address;
 * the engine's canary (the board's known account must come back found) catches that.
 */
export interface MybbBoard {
  id: string
  name: string
  /** https origin of the board, e.g. https://forum.kodi.tv */
  origin: string
  /** The board's folder under the origin, '' or e.g. '/forum'. */
  folder: string
}

/** The Silent paragraph above, for every board's catalogue entry. */
const MYBB_SILENCE =
  "MyBB's own registration field check (email_availability); no username or password is sent, so nothing is registered, and nothing is mailed."

/** MyBB's English language string for an address held by another member. */
const IN_USE = /already in use by another member/i
const POST_KEY = /var my_post_key = "([0-9a-f]{16,64})"/

export function mybbEmailCheck(board: MybbBoard): LookupModule {
  const base = `${board.origin}${board.folder}`
  return emailModule({
    id: board.id,
    name: board.name,
    category: 'forums',
    url: `${base}/`,
    hosts: [new URL(board.origin).host],
    finding: 'account',
    silence: MYBB_SILENCE,
    async run(ctx) {
      const page = await ctx.http.request(`${base}/member.php?action=register`, {
        headers: { accept: 'text/html' },
      })
      if (page.status !== 200) return unexpected(page, 'registration page')
      const key = POST_KEY.exec(page.text)?.[1]
      if (!key) return unrecognised('registration page (no form key)')
      const jar = cookiesFrom(page)
      const res = await ctx.http.request(`${base}/xmlhttp.php?action=email_availability`, {
        method: 'POST',
        headers: {
          accept: 'application/json, text/javascript, */*; q=0.01',
          'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
          'x-requested-with': 'XMLHttpRequest',
          origin: board.origin,
          referer: `${base}/member.php?action=register`,
          ...(jar.size > 0 ? { cookie: cookieHeader(jar) } : {}),
        },
        body: new URLSearchParams({ email: ctx.query, my_post_key: key }).toString(),
      })
      if (res.status !== 200) return unexpected(res, 'availability answer')
      const answer = res.json<unknown>()
      if (answer === 'true') return notFound('the board answers "true" (the address is free)')
      if (typeof answer === 'string' && IN_USE.test(answer)) {
        return found(
          'the board answers that the address is already in use by another member',
          buildRecord({ email: ctx.query }),
        )
      }
      if (answer && typeof answer === 'object' && 'errors' in answer) {
        return { status: 'unknown', reason: 'blocked', message: 'the board refused the form key' }
      }
      // Another field error (a banned or malformed address) says nothing about an account.
      return unrecognised('availability answer')
    },
  })
}
