import type { HttpResponse, Outcome } from '../../types.ts'
import { buildRecord } from '../_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from '../_shared/outcomes.ts'
import { objectOf, parseJson } from './forms.ts'

/**
 * The verdict of a sign-up or sign-in check that answers with one value: `where` names what
 * was read ("field exists", "the body"), `value` is what it held. Only the values the
 * platform uses for "taken" and "free" decide; anything else (a missing field, a wall's
 * page) is no verdict. The proof names the field and its value.
 */
export function accountCheck(
  email: string,
  where: string,
  value: unknown,
  answers: { taken: readonly unknown[]; free: readonly unknown[] },
  what: string,
): Outcome {
  const proof = `${where} is ${JSON.stringify(value)}`
  if (answers.taken.includes(value)) return found(proof, buildRecord({ email }))
  if (answers.free.includes(value)) return notFound(proof)
  return unrecognised(what)
}

/** The common case: a boolean field, `taken` being the value that means an account exists. */
export const flagCheck = (
  email: string,
  field: string,
  value: unknown,
  taken: boolean,
  what: string,
): Outcome => accountCheck(email, `field ${field}`, value, { taken: [taken], free: [!taken] }, what)

/** How a check's answer holds its one value, and which values decide. */
export interface OneValue {
  /** A field of the JSON answer, dotted for a nested one ("data.available"), or "the body". */
  at: string
  taken: readonly unknown[]
  free: readonly unknown[]
  /** What the answer is, named when it decides nothing. */
  what: string
}

/** The field at a dotted path of a parsed JSON answer; undefined where an object is missing. */
export function fieldAt(answer: unknown, path: string): unknown {
  let value = answer
  for (const key of path.split('.')) value = objectOf(value)?.[key]
  return value
}

/**
 * The verdict of a check answered with one value (see OneValue): only a 200 is read, the body
 * as JSON unless the value is the whole body. The proof names the field ("field exists is
 * true") or the body ("the body is \"0\"").
 */
export function readOneValue(res: HttpResponse, email: string, answer: OneValue): Outcome {
  if (res.status !== 200) return unexpected(res)
  const { at, taken, free, what } = answer
  if (at === 'the body') return accountCheck(email, at, res.text.trim(), { taken, free }, what)
  return accountCheck(email, `field ${at}`, fieldAt(res.json(), at), { taken, free }, what)
}

/**
 * How a sign-up form's remote validation answers (jQuery Validate's convention): JSON true
 * when the address may sign up, else the message to show under the field. Only the platform's
 * own "taken" message (`taken`) is an account; any other message (an address refused for its
 * shape) is no verdict.
 */
export const remoteValidation =
  (taken: string) =>
  (res: HttpResponse, email: string): Outcome => {
    if (res.status !== 200) return unexpected(res)
    const answer = parseJson(res.text)
    if (answer === true) return notFound('the answer is true (the address may sign up)')
    if (typeof answer === 'string' && answer.includes(taken)) {
      return found(`the answer says "${taken}"`, buildRecord({ email }))
    }
    return unrecognised('email validation answer')
  }
