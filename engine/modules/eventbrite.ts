/**
 * Eventbrite. GET https://www.eventbrite.com/signin/ sets the csrftoken cookie; POST
 * https://www.eventbrite.com/api/v3/users/lookup/ with {"email"} (the token in X-CSRFToken)
 * is the sign-in page's first step: {"exists": true} when an account uses the address,
 * {"exists": false} when not.
 *
 * Silent: the step only chooses between the password form and the sign-up form; it sends
 * no code or link, and the module never goes on to the next step.
 *
 * Answer shape from public tool data, not verified live.
 */
import { readOneValue } from './_email/account-check.ts'
import { cookieHeader, cookiesFrom } from './_email/cookies.ts'
import { unexpected } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

const SIGNIN = 'https://www.eventbrite.com/signin/'

export const eventbriteModule = emailModule({
  id: 'eventbrite',
  name: 'Eventbrite',
  category: 'shopping',
  url: 'https://www.eventbrite.com/',
  hosts: ['www.eventbrite.com'],
  finding: 'account',
  silence:
    "The sign-in page's first step, which only chooses between the password and sign-up forms; it sends no code or link, and the next step is never taken.",
  async run(ctx) {
    const page = await ctx.http.request(SIGNIN, { headers: { accept: 'text/html' } })
    if (page.status !== 200) return unexpected(page, 'sign-in page')
    const jar = cookiesFrom(page)
    const token = jar.get('csrftoken')
    if (!token)
      return { status: 'unknown', reason: 'unrecognised', message: 'Eventbrite gave no CSRF token' }
    const res = await ctx.http.request('https://www.eventbrite.com/api/v3/users/lookup/', {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'x-csrftoken': token,
        'x-requested-with': 'XMLHttpRequest',
        origin: 'https://www.eventbrite.com',
        referer: SIGNIN,
        cookie: cookieHeader(jar),
      },
      body: { email: ctx.query },
    })
    return readOneValue(res, ctx.query, {
      at: 'exists',
      taken: [true],
      free: [false],
      what: 'sign-in lookup',
    })
  },
})
