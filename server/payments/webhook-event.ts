import { z } from 'zod'
import type { Tx } from '../credits/ledger.ts'

/** The parts of a Stripe event we read; the signature has been verified before this. */
export interface StripeEventLike {
  id: string
  type: string
  data: { object: Record<string, unknown> }
}

/** Thrown for an event we cannot act on; answered 200 so Stripe does not retry forever. */
export class UnusableEventError extends Error {}

/**
 * Applies one event type's data object inside the event's transaction; answers the users
 * whose balance changed, to tell after commit.
 */
export type StripeEventHandler = (tx: Tx, object: Record<string, unknown>) => Promise<string[]>

/** A non-empty string field of an event's object, else null. */
export const str = (v: unknown) => (typeof v === 'string' && v ? v : null)

/**
 * How far a signature's time may be from ours, in seconds, either way. Stripe's verifier
 * refuses only old signatures; one from the future is as suspect (a clock or a forger), and
 * would otherwise stay replayable for as long as it is "not yet old".
 */
export const SIGNATURE_TOLERANCE_S = 300

/** Why the Stripe-Signature header's time is unacceptable, or null when it is fine. */
export function signatureTimeProblem(header: string, nowMs = Date.now()): string | null {
  const match = /(?:^|,)t=(\d{1,12})(?:,|$)/.exec(header)
  if (!match) return 'the signature has no time'
  const skewS = Number(match[1]) - nowMs / 1000
  if (skewS > SIGNATURE_TOLERANCE_S) return 'the signature is from the future'
  if (skewS < -SIGNATURE_TOLERANCE_S) return 'the signature is too old'
  return null
}

const UsableEvent = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
})

/** The event when it has what fulfilment reads (an id, a type, a data object), else null. */
export function readStripeEvent(event: unknown): StripeEventLike | null {
  const parsed = UsableEvent.safeParse(event)
  return parsed.success ? parsed.data : null
}
