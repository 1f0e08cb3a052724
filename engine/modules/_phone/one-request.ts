import type { HttpResponse, LookupModule, Outcome } from '../../types.ts'
import type { Ask } from '../_email/one-request-check.ts'
import { readPhoneValue, type PhoneValue } from './answers.ts'
import type { PhoneNumber } from './number.ts'
import { phoneModule, type PhoneCheck } from './phone-module.ts'

export interface OnePhoneRequest extends Omit<PhoneCheck, 'lookup'> {
  /** The one request the platform's own form makes about a typed number. */
  ask: (phone: PhoneNumber) => Ask
  /** How its answer holds the one value that decides, or how the whole answer is read. */
  answer: PhoneValue | ((res: HttpResponse, phone: PhoneNumber) => Outcome)
}

/**
 * A phone check made of one request and one deciding value in its answer, as most sign-up
 * and sign-in forms ask "is this number taken?".
 */
export function onePhoneRequest({ ask, answer, ...check }: OnePhoneRequest): LookupModule {
  return phoneModule({
    ...check,
    async lookup(phone, ctx) {
      const { url, options } = ask(phone)
      const res = await ctx.http.request(url, options)
      return typeof answer === 'function' ? answer(res, phone) : readPhoneValue(res, phone, answer)
    },
  })
}
