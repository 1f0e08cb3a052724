/**
 * Last.fm. GET https://www.last.fm/join sets the csrftoken cookie; POST
 * https://www.last.fm/join/partial/validate with the form fields csrfmiddlewaretoken,
 * userName (empty) and email is the sign-up form's live validation. Its email entry reads
 * {"valid": false, "error_messages": ["Sorry, that email address is already registered to
 * another account."]} for a registered address and {"valid": true, "success_message":
 * "Looking good!"} for a free one.
 *
 * Silent: the form validates fields as they are typed; nothing is created or sent.
 *
 * Answer shape from public tool data, not verified live.
 */
import { cookieHeader, cookiesFrom } from './_email/cookies.ts'
import { buildRecord } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

interface FieldCheck {
  valid?: unknown
  error_messages?: unknown
}

const JOIN = 'https://www.last.fm/join'
/** The message Last.fm gives an address that already has an account. */
const TAKEN = /already registered/i

export const lastfmModule = emailModule({
  id: 'lastfm',
  name: 'Last.fm',
  category: 'music',
  url: 'https://www.last.fm/',
  hosts: ['www.last.fm'],
  finding: 'account',
  silence: "The sign-up form's live field validation; nothing is created or sent.",
  async run(ctx) {
    const page = await ctx.http.request(JOIN, { headers: { accept: 'text/html' } })
    if (page.status !== 200) return unexpected(page, 'sign-up page')
    const jar = cookiesFrom(page)
    const token = jar.get('csrftoken')
    if (!token)
      return { status: 'unknown', reason: 'unrecognised', message: 'Last.fm gave no CSRF token' }
    const res = await ctx.http.request('https://www.last.fm/join/partial/validate', {
      method: 'POST',
      headers: {
        accept: '*/*',
        'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
        'x-requested-with': 'XMLHttpRequest',
        referer: JOIN,
        cookie: cookieHeader(jar),
      },
      body: new URLSearchParams({
        csrfmiddlewaretoken: token,
        userName: '',
        email: ctx.query,
      }).toString(),
    })
    if (res.status !== 200) return unexpected(res)
    const email = res.json<{ email?: FieldCheck }>().email
    if (email?.valid === true) return notFound('field email.valid is true')
    const messages = Array.isArray(email?.error_messages) ? email.error_messages : []
    const taken = messages.find((m): m is string => typeof m === 'string' && TAKEN.test(m))
    // Invalid-address and other refusals are also valid: false; only "registered" proves one.
    if (email?.valid === false && taken)
      return found(`field email.error_messages says '${taken}'`, buildRecord({ email: ctx.query }))
    return unrecognised('sign-up validation answer')
  },
})
