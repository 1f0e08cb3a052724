/**
 * Vrbo (Expedia Group holiday rentals). POST https://www.vrbo.com/auth/aam/v3/status with
 * {"emailAddress"} is the sign-in dialog's first question: "authType": ["LOGIN_UMS"] when a
 * Vrbo account with a password uses the address, ["SIGNUP"] when none does.
 *
 * Silent: the answer only tells the dialog which step to show; it sends no code or link,
 * and the module never takes the next step.
 *
 * Answer shape from public tool data, not verified live.
 */
import { buildRecord } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

const REGISTERED = 'LOGIN_UMS'
const SIGNUP = 'SIGNUP'

export const vrboModule = emailModule({
  id: 'vrbo',
  name: 'Vrbo',
  category: 'travel',
  url: 'https://www.vrbo.com/',
  hosts: ['www.vrbo.com'],
  finding: 'account',
  silence:
    "The sign-in dialog's first question, which only picks the next step; it sends no code or link, and the next step is never taken.",
  async run(ctx) {
    const res = await ctx.http.request('https://www.vrbo.com/auth/aam/v3/status', {
      method: 'POST',
      headers: {
        accept: '*/*',
        'x-homeaway-site': 'vrbo',
        origin: 'https://www.vrbo.com',
      },
      body: { emailAddress: ctx.query },
    })
    if (res.status !== 200) return unexpected(res)
    const { authType } = res.json<{ authType?: unknown }>()
    if (!Array.isArray(authType)) return unrecognised('sign-in status answer')
    const proof = `field authType is ${JSON.stringify(authType)}`
    if (authType.includes(REGISTERED)) return found(proof, buildRecord({ email: ctx.query }))
    // Only a plain "sign up" is absence; a Google sign-in offer or anything new is not.
    if (authType.length === 1 && authType[0] === SIGNUP) return notFound(proof)
    return unrecognised('sign-in status answer')
  },
})
