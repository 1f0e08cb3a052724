/**
 * Vimeo. GET https://vimeo.com/_next/viewer answers the visitor's session as JSON, with
 * the form token xsrft (and sets the session cookies it belongs to); POST
 * https://vimeo.com/join with the form fields email, token, action=join, service=vimeo and
 * email_validation=true asks the join form to validate the address only. It answers an
 * object with "has_error_user_exists": true when an account uses the address, and an empty
 * list (no errors) when it is free.
 *
 * Silent: email_validation=true makes the join form check the address and stop; no account
 * is created (no password is sent) and nothing is mailed.
 *
 * Answer shape from public tool data, not verified live.
 */
import { cookieHeader, cookiesFrom } from './_email/cookies.ts'
import { buildRecord } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

export const vimeoModule = emailModule({
  id: 'vimeo',
  name: 'Vimeo',
  category: 'video',
  url: 'https://vimeo.com/',
  hosts: ['vimeo.com'],
  finding: 'account',
  silence:
    'The join form with email_validation=true, which checks the address and stops: no password is sent, no account is created and nothing is mailed.',
  async run(ctx) {
    const viewer = await ctx.http.request('https://vimeo.com/_next/viewer', {
      headers: { accept: 'application/json', referer: 'https://vimeo.com/join' },
    })
    if (viewer.status !== 200) return unexpected(viewer, 'session answer')
    const token = viewer.json<{ xsrft?: unknown }>().xsrft
    if (typeof token !== 'string' || !token) return unrecognised('session answer without a token')
    const res = await ctx.http.request('https://vimeo.com/join', {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
        'x-requested-with': 'XMLHttpRequest',
        origin: 'https://vimeo.com',
        referer: 'https://vimeo.com/join',
        cookie: cookieHeader(cookiesFrom(viewer)),
      },
      body: new URLSearchParams({
        email: ctx.query,
        token,
        action: 'join',
        service: 'vimeo',
        email_validation: 'true',
      }).toString(),
    })
    if (res.status !== 200) return unexpected(res)
    const answer = res.json<unknown>()
    if (Array.isArray(answer) && answer.length === 0)
      return notFound('the validation answers no errors (an empty list)')
    if (
      answer &&
      typeof answer === 'object' &&
      (answer as { has_error_user_exists?: unknown }).has_error_user_exists === true
    )
      return found('field has_error_user_exists is true', buildRecord({ email: ctx.query }))
    return unrecognised('join validation answer')
  },
})
