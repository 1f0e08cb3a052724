import type { HttpResponse, LookupModule, ModuleContext, Outcome } from '../../types.ts'
import type { OneValue } from '../_email/account-check.ts'
import { fieldAt } from '../_email/account-check.ts'
import { parseJson } from '../_email/forms.ts'
import type { Ask } from '../_email/one-request-check.ts'
import { buildRecord } from '../_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from '../_shared/outcomes.ts'
import { type PhoneParts, phoneParts } from './encode.ts'

/**
 * A phone account check as its file declares it: the type and kind go without saying, and
 * its run() receives the number already taken apart (PhoneParts), to spell it as the platform
 * wants. Fixtures are the check's own: a number of a country it serves.
 */
export type PhoneCheck = Omit<LookupModule, 'types' | 'kind' | 'run'> & {
  run: (ctx: ModuleContext, phone: PhoneParts) => Promise<Outcome>
}

/**
 * A code module that asks a platform about a phone number. A query that is not a number, or a
 * number of a country the platform does not serve, is an error before any request: the search
 * never runs such a check (its countries choose it), so only a direct run meets it.
 */
export function phoneModule({ run, ...check }: PhoneCheck): LookupModule {
  return {
    types: ['phone'],
    kind: 'module',
    // A registration check: it learns that an account exists, not a profile.
    finding: 'account',
    ...check,
    async run(ctx) {
      const phone = phoneParts(ctx.query)
      if (!phone) return { status: 'error', message: 'the number needs its country code (+…)' }
      const { countries } = check
      if (countries && !countries.includes(phone.country ?? '')) {
        return {
          status: 'error',
          message: `${check.name} serves numbers of ${countries.join(', ')} only`,
        }
      }
      return run(ctx, phone)
    },
  }
}

/** Masked contacts a platform's answer shows beside its verdict (SPEC 3's hints). */
export interface Hints {
  email_hint?: string
  phone_hint?: string
}

/**
 * The verdict of a check that answers with one value: `where` names what was read ("field
 * isExist", "the body"), `value` is what it held. Only the platform's own values for "taken"
 * and "free" decide; anything else is no verdict. A found record holds the number asked for.
 */
export function phoneAccount(
  phone: PhoneParts,
  where: string,
  value: unknown,
  answers: { taken: readonly unknown[]; free: readonly unknown[] },
  what: string,
  hints: Hints = {},
): Outcome {
  const proof = `${where} is ${JSON.stringify(value)}`
  if (answers.taken.includes(value))
    return found(proof, buildRecord({ phone: phone.e164, ...hints }))
  if (answers.free.includes(value)) return notFound(proof)
  return unrecognised(what)
}

/**
 * The verdict of a check answered with one value (OneValue, as the email checks read it): only
 * a 200 is read, its JSON field at `at`, or the whole body when `at` is "the body".
 */
export function readPhoneValue(res: HttpResponse, phone: PhoneParts, answer: OneValue): Outcome {
  if (res.status !== 200) return unexpected(res)
  const { at, taken, free, what } = answer
  if (at === 'the body') return phoneAccount(phone, at, res.text.trim(), { taken, free }, what)
  const value = fieldAt(parseJson(res.text), at)
  return phoneAccount(phone, `field ${at}`, value, { taken, free }, what)
}

export interface OnePhoneRequest extends Omit<PhoneCheck, 'run'> {
  /** The one request the platform's own page or app makes about a typed number. */
  ask: (phone: PhoneParts) => Ask
  /** How its answer holds the one value that decides, or how the whole answer is read. */
  answer: OneValue | ((res: HttpResponse, phone: PhoneParts) => Outcome)
}

/** A phone check made of one request and one deciding value in its answer. */
export function onePhoneRequest({ ask, answer, ...check }: OnePhoneRequest): LookupModule {
  return phoneModule({
    ...check,
    async run(ctx, phone) {
      const { url, options } = ask(phone)
      const res = await ctx.http.request(url, options)
      return typeof answer === 'function' ? answer(res, phone) : readPhoneValue(res, phone, answer)
    },
  })
}
