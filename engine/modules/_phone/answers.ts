import type { HttpResponse, Outcome } from '../../types.ts'
import { maskedEmail, maskedPhone } from '../../../shared/hints.ts'
import { fieldAt } from '../_email/account-check.ts'
import { buildRecord, type VariableInput } from '../_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from '../_shared/outcomes.ts'
import type { PhoneNumber } from './number.ts'

/** The masked contacts a platform showed beside the account (only well-formed masks are kept). */
export interface Hints {
  email?: unknown
  phone?: unknown
}

/**
 * An account registered to the number: its record holds the number (E.164), the masked
 * recovery contacts the platform showed, and what else it said.
 */
export function phoneAccount(
  phone: PhoneNumber,
  proof: string,
  variables: VariableInput[] = [],
  hints: Hints = {},
): Outcome {
  return found(
    proof,
    buildRecord(
      {
        phone: phone.e164,
        email_hint: maskedEmail(hints.email),
        phone_hint: maskedPhone(hints.phone),
      },
      variables,
    ),
  )
}

/** How a check's answer holds its one deciding value, and which values decide. */
export interface PhoneValue {
  /** A field of the JSON answer, dotted for a nested one ("data.taken"). */
  at: string
  taken: readonly unknown[]
  free: readonly unknown[]
  /** What the answer is, named when it decides nothing. */
  what: string
}

/**
 * The verdict of a check answered with one value: only a 200 is read, as JSON. Only the
 * values the platform uses for "registered" and "free" decide; anything else (a missing
 * field, a number refused for its shape) is no verdict. The proof names the field and value.
 */
export function readPhoneValue(res: HttpResponse, phone: PhoneNumber, answer: PhoneValue): Outcome {
  if (res.status !== 200) return unexpected(res)
  const value = fieldAt(res.json(), answer.at)
  const proof = `field ${answer.at} is ${JSON.stringify(value)}`
  if (answer.taken.includes(value)) return phoneAccount(phone, proof)
  if (answer.free.includes(value)) return notFound(proof)
  return unrecognised(answer.what)
}
