/**
 * Babbel. POST https://api.babbel.io/gamma/v2/en/users/ is the app's registration call. Sent
 * with the address and a blank password, without accepting the terms or the privacy policy,
 * it is always refused with HTTP 422 {"error":{"messages":[{"attribute":…,"details":[…]}]}},
 * one message per refused field: the email's details hold "taken" when an account uses the
 * address; when the refusal names other fields (the password) and not the email, the address
 * is free.
 *
 * Silent: the request can never create an account (blank password, terms not accepted, no
 * captcha), so nothing is created and no welcome or confirmation mail can follow. Answer
 * shape from public tool data (user-scanner), not verified live.
 */
import { randomBytes } from 'node:crypto'
import type { LookupModule } from '../types.ts'
import { objectOf } from './_email/forms.ts'
import { buildRecord } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'

interface FieldMessage {
  attribute?: unknown
  details?: unknown
}

/** The body the app sends, with the fields that make the registration fail left empty. */
function registration(email: string) {
  return {
    user: {
      email,
      password: '',
      firstname: '',
      locale: '',
      learn_language_alpha3: 'ENG',
      privacy_policy: false,
      terms_and_conditions: false,
      email_validated: false,
      captcha: {},
    },
  }
}

/** The app's headers: a device id (random per check, as a fresh install has) and a date. */
function appHeaders(): Record<string, string> {
  return {
    accept: 'application/json',
    'x-device-udid': randomBytes(16).toString('hex').toUpperCase(),
    'x-amz-date': new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, ''),
  }
}

export const babbelModule: LookupModule = {
  id: 'babbel',
  name: 'Babbel',
  category: 'education',
  types: ['email'],
  // The check's API lives on another domain than the product's site, which it never asks.
  url: '',
  hosts: ['api.babbel.io'],
  kind: 'module',
  finding: 'account',
  fixtures: { present: 'test@gmail.com', absent: 'zqnosuchuser7d1f9b3x@gmail.com' },
  async run(ctx) {
    const res = await ctx.http.request('https://api.babbel.io/gamma/v2/en/users/', {
      method: 'POST',
      headers: appHeaders(),
      body: registration(ctx.query),
    })
    if (res.status !== 422) return unexpected(res)
    const messages = objectOf(objectOf(res.json())?.error)?.messages
    if (!Array.isArray(messages) || messages.length === 0)
      return unrecognised('registration refusal')
    const fields = messages.map((m) => objectOf(m) as FieldMessage | undefined)
    const email = fields.find((m) => m?.attribute === 'email')
    if (email) {
      const details = Array.isArray(email.details) ? email.details : []
      if (details.includes('taken')) {
        return found('the refusal lists email as "taken"', buildRecord({ email: ctx.query }))
      }
      return unrecognised('registration refusal (the address itself was refused)')
    }
    const others = fields.map((m) => m?.attribute).filter((a): a is string => typeof a === 'string')
    if (others.length === 0) return unrecognised('registration refusal')
    return notFound(`the refusal names ${others.join(', ')} but not email`)
  },
}
