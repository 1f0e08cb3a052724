/**
 * Locket Widget. POST https://api.locketcamera.com/validateEmailAddress (a callable cloud
 * function) with {"data":{"email","operation":"sign_in",…}} is what the app asks when an
 * address is typed on its sign-in screen. The answer is {"result":{…}}: status 200 with
 * needs_registration false when an account uses the address; status 601 (the address has no
 * account), or needs_registration true, when none does.
 *
 * Silent: it only sorts the address into "sign in" or "create an account" before the app goes
 * on; the code or link the app may send afterwards is a separate call, never made here.
 *
 * Answer shape from public tool data, not verified live.
 */
import type { LookupModule } from '../types.ts'
import { buildRecord } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'

interface ValidateAnswer {
  result?: { status?: unknown; needs_registration?: unknown }
}

const NO_ACCOUNT = 601

export const locketModule: LookupModule = {
  id: 'locket',
  name: 'Locket',
  category: 'social',
  types: ['email'],
  url: 'https://locketcamera.com/',
  hosts: ['api.locketcamera.com'],
  kind: 'module',
  finding: 'account',
  silence:
    "The sign-in screen's check that only sorts the address into sign-in or sign-up; the code or link the app may send next is a separate call, never made.",
  fixtures: { present: 'test@gmail.com', absent: 'zqnosuchuser7d1f9b3x@gmail.com' },
  async run(ctx) {
    const res = await ctx.http.request('https://api.locketcamera.com/validateEmailAddress', {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: {
        data: { email: ctx.query, operation: 'sign_in', analytics: { platform: 'android' } },
      },
    })
    if (res.status !== 200) return unexpected(res)
    const { result } = res.json<ValidateAnswer>()
    if (!result || typeof result !== 'object') return unrecognised('email validation answer')
    if (result.status === NO_ACCOUNT) return notFound('field result.status is 601 (no account)')
    if (result.status === 200 && result.needs_registration === true) {
      return notFound('field result.needs_registration is true')
    }
    if (result.status === 200 && result.needs_registration === false) {
      return found('field result.needs_registration is false', buildRecord({ email: ctx.query }))
    }
    return unrecognised('email validation answer')
  },
}
