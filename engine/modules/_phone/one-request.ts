import type { HttpResponse, LookupModule, Outcome } from '../../types.ts'
import { fieldAt } from '../_email/account-check.ts'
import { parseJson } from '../_email/forms.ts'
import type { Ask } from '../_email/one-request-check.ts'
import { notFound, unexpected, unrecognised } from '../_shared/outcomes.ts'
import { phoneAccount, readPhoneValue, type PhoneValue } from './answers.ts'
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

/** The platform's values for "registered" and "free", and what its answer is. */
export interface PhoneWords {
  taken: readonly unknown[]
  free: readonly unknown[]
  what: string
}

function decide(phone: PhoneNumber, proof: string, value: unknown, words: PhoneWords): Outcome {
  if (words.taken.includes(value)) return phoneAccount(phone, proof)
  if (words.free.includes(value)) return notFound(proof)
  return unrecognised(words.what)
}

/**
 * The verdict of a check whose whole answer is one word ("1", "true"): only a 200 is read,
 * and only the platform's own words decide.
 */
export function readPhoneBody(res: HttpResponse, phone: PhoneNumber, words: PhoneWords): Outcome {
  if (res.status !== 200) return unexpected(res)
  const body = res.text.trim()
  return decide(phone, `the body is ${JSON.stringify(body)}`, body, words)
}

/** The object a JSONP answer wraps, `callback({...})`; undefined when it is not one. */
function jsonpObject(text: string): unknown {
  const match = /^\s*[\w$.]+\(([\s\S]*)\)\s*;?\s*$/.exec(text)
  return match ? parseJson(match[1] ?? '') : undefined
}

/** readPhoneValue for a JSONP answer: the field of the object its callback is handed. */
export function readJsonpValue(res: HttpResponse, phone: PhoneNumber, answer: PhoneValue): Outcome {
  if (res.status !== 200) return unexpected(res)
  const value = fieldAt(jsonpObject(res.text), answer.at)
  return decide(phone, `field ${answer.at} is ${JSON.stringify(value)}`, value, answer)
}
