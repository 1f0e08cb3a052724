/**
 * X (Twitter). GET https://api.x.com/i/users/phone_number_available.json?raw_phone_number=…
 * is the sign-up form's check of a typed number, beside its email check (x-email.ts). The web
 * client reads two fields: `valid` (the number is a real one) and `available` (no account has
 * it). valid true with available false means an account uses the number; valid and available
 * both true mean none does; an invalid number is no verdict.
 *
 * Silent: the sign-up form's availability check; it creates nothing and sends no code (the
 * code is sent by the onboarding flow's later step, never taken here).
 * Endpoint and fields from X's own web client code; the answer bodies are modelled on the
 * email check's and not verified live.
 */
import { phoneAccount } from './_phone/answers.ts'
import { encodePhone } from './_phone/number.ts'
import { phoneModule } from './_phone/phone-module.ts'
import { notFound, unexpected, unrecognised } from './_shared/outcomes.ts'

interface Availability {
  valid?: unknown
  available?: unknown
}

export const xPhoneModule = phoneModule({
  id: 'x-phone',
  name: 'X (Twitter)',
  category: 'social',
  url: 'https://x.com/',
  hosts: ['api.x.com'],
  silence:
    "The sign-up form's phone-availability check; it creates nothing and sends no code, which only a later step of the sign-up would do.",
  async lookup(phone, ctx) {
    const query = new URLSearchParams({ raw_phone_number: encodePhone(phone, 'e164') })
    const res = await ctx.http.request(
      `https://api.x.com/i/users/phone_number_available.json?${query}`,
      { headers: { accept: 'application/json', origin: 'https://x.com' } },
    )
    if (res.status !== 200) return unexpected(res)
    const answer = res.json<Availability>()
    if (answer.valid !== true) return unrecognised('phone availability answer')
    if (answer.available === false)
      return phoneAccount(phone, 'field valid is true, available is false')
    if (answer.available === true) return notFound('field valid is true, available is true')
    return unrecognised('phone availability answer')
  },
})
