/**
 * Eventbrite. GET https://www.eventbrite.com/signin/ sets the csrftoken cookie; POST
 * https://www.eventbrite.com/api/v3/users/lookup/ with {"email"}, that token in X-CSRFToken
 * and the cookies back, answers {"exists":true} when an account (organiser or attendee) signs
 * in with the address and {"exists":false} when none does.
 *
 * Silent: the sign-in page's first step, choosing between the password and the sign-up form;
 * it starts no sign-in and sends nothing. Answer shape from public tool data (holehe,
 * user-scanner), not verified live.
 */
import type { LookupModule } from '../types.ts'
import { flagCheck } from './_email/account-check.ts'
import { cookieHeader, cookiesFrom } from './_email/cookies.ts'
import { objectOf } from './_email/forms.ts'
import { unexpected } from './_shared/outcomes.ts'

export const eventbriteModule: LookupModule = {
  id: 'eventbrite',
  name: 'Eventbrite',
  category: 'business',
  types: ['email'],
  url: 'https://www.eventbrite.com/',
  hosts: ['www.eventbrite.com'],
  kind: 'module',
  finding: 'account',
  fixtures: { present: 'test@gmail.com', absent: 'zqnosuchuser7d1f9b3x@gmail.com' },
  async run(ctx) {
    const page = await ctx.http.request('https://www.eventbrite.com/signin/')
    if (page.status !== 200) return unexpected(page, 'sign-in page')
    const jar = cookiesFrom(page)
    const token = jar.get('csrftoken')
    if (!token) {
      return {
        status: 'unknown',
        reason: 'unrecognised',
        message: 'Eventbrite gave no CSRF cookie',
      }
    }
    const res = await ctx.http.request('https://www.eventbrite.com/api/v3/users/lookup/', {
      method: 'POST',
      headers: {
        accept: '*/*',
        'x-csrftoken': token,
        'x-requested-with': 'XMLHttpRequest',
        origin: 'https://www.eventbrite.com',
        referer: 'https://www.eventbrite.com/signin/',
        cookie: cookieHeader(jar),
      },
      body: { email: ctx.query },
    })
    if (res.status !== 200) return unexpected(res)
    const answer = objectOf(res.json())
    return flagCheck(ctx.query, 'exists', answer?.exists, true, 'user lookup answer')
  },
}
