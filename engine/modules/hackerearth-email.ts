/**
 * HackerEarth. POST https://www.hackerearth.com/api/v1/sparta/auth/signup/?sxhr=true&next=…
 * is the sign-up form's submission. Sent with names and the address but a blank password, it
 * is refused with {"errors":{…}}, one message per refused field: errors.email says the address
 * is "already registered" when an account uses it; when errors names the password and not the
 * email, the address is free. Any other email error gives no verdict.
 *
 * Silent: a blank password can never make an account, so nothing is created and nothing is
 * sent. Answer shape from public tool data (user-scanner), not verified live.
 */
import type { LookupModule } from '../types.ts'
import { objectOf } from './_email/forms.ts'
import { buildRecord } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'

const NEXT = '/community/dashboard/'
const TAKEN = /already registered/i

/** A field's error, whether the answer gives it as a string or a list of strings. */
function fieldError(value: unknown): string | undefined {
  if (typeof value === 'string') return value || undefined
  if (Array.isArray(value)) return value.filter((v) => typeof v === 'string').join(' ') || undefined
  return undefined
}

export const hackerearthEmailModule: LookupModule = {
  id: 'hackerearth-email',
  name: 'HackerEarth',
  category: 'coding',
  types: ['email'],
  url: 'https://www.hackerearth.com/',
  hosts: ['www.hackerearth.com'],
  kind: 'module',
  finding: 'account',
  fixtures: { present: 'test@gmail.com', absent: 'zqnosuchuser7d1f9b3x@gmail.com' },
  async run(ctx) {
    const params = new URLSearchParams({ sxhr: 'true', next: NEXT })
    const res = await ctx.http.request(
      `https://www.hackerearth.com/api/v1/sparta/auth/signup/?${params}`,
      {
        method: 'POST',
        headers: {
          accept: 'application/json',
          origin: 'https://www.hackerearth.com',
          referer: 'https://www.hackerearth.com/',
        },
        body: {
          first_name: 'Alex',
          last_name: 'Reed',
          email: ctx.query,
          // Blank on purpose: the sign-up is refused whatever the address.
          password: '',
          policy_accepted: true,
          next: NEXT,
        },
      },
    )
    if (res.status !== 200 && res.status !== 400) return unexpected(res)
    const errors = objectOf(objectOf(res.json())?.errors)
    if (!errors) return unrecognised('sign-up answer')
    const email = fieldError(errors.email)
    if (email && TAKEN.test(email)) {
      return found(`errors.email says "${email}"`, buildRecord({ email: ctx.query }))
    }
    if (!email && fieldError(errors.password)) {
      return notFound('errors names the password and not the email')
    }
    return unrecognised('sign-up answer')
  },
}
