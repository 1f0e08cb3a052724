/**
 * MakeMyTrip. POST https://mapi.makemytrip.com/ext/web/pwa/isUserRegistered?region=us&language=eng&currency=usd
 * with {"loginId", "version": 2, "type": "EMAIL", "countryCode": "1"} (and the web app's
 * own client headers) is the sign-in sheet's first question: {"success": true, "data":
 * {"registered": true}} when an account uses the address, "registered": false when not.
 *
 * Silent: a registration lookup that picks the sheet's next screen; it sends nothing (a
 * one-time code would need a separate request, never made here).
 *
 * Answer shape from public tool data (2021), not verified live.
 */
import { randomUUID } from 'node:crypto'
import { flagCheck } from './_email/account-check.ts'
import { unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

/** The web app's fixed client authorisation, shipped in its pages: public, not ours. */
const WEB_CLIENT_AUTH = 'h4nhc9jcgpAGIjp'

export const makemytripModule = emailModule({
  id: 'makemytrip',
  name: 'MakeMyTrip',
  category: 'travel',
  url: 'https://www.makemytrip.com/',
  hosts: ['mapi.makemytrip.com'],
  finding: 'account',
  silence:
    "The sign-in sheet's registration lookup, which picks the next screen; it sends nothing, and the one-time-code request is never made.",
  async run(ctx) {
    // The web app sends a visitor id of its own; a fresh one per check ties nothing together.
    const visitor = randomUUID()
    const res = await ctx.http.request(
      'https://mapi.makemytrip.com/ext/web/pwa/isUserRegistered?region=us&language=eng&currency=usd',
      {
        method: 'POST',
        headers: {
          accept: 'application/json',
          authorization: WEB_CLIENT_AUTH,
          language: 'eng',
          currency: 'usd',
          region: 'us',
          os: 'desktop',
          deviceid: visitor,
          'visitor-id': visitor,
          referer: 'https://www.makemytrip.com/',
        },
        body: { loginId: ctx.query, version: 2, type: 'EMAIL', countryCode: '1' },
      },
    )
    if (res.status !== 200) return unexpected(res)
    const answer = res.json<{ success?: unknown; data?: { registered?: unknown } | null }>()
    if (answer.success !== true) return unrecognised('registration lookup (not a success)')
    return flagCheck(
      ctx.query,
      'data.registered',
      answer.data?.registered,
      true,
      'registration lookup',
    )
  },
})
