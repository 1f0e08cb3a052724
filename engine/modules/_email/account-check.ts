import type { Outcome } from '../../types.ts'
import { buildRecord } from '../_shared/fields.ts'
import { found, notFound, unrecognised } from '../_shared/outcomes.ts'

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
