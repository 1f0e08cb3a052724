import type { HttpResponse, Outcome } from '../../types.ts'
import { unexpected } from './outcomes.ts'

/** ThrottleStatus when Microsoft withholds the answer. */
const THROTTLED = 1

/**
 * The answer of Microsoft's GetCredentialType (its personal and its work sign-in pages ask it
 * alike), or the outcome that ends the check before it is read: a status other than 200, or
 * a throttle, which withholds the answer.
 */
export function readCredentialType<T extends { ThrottleStatus?: unknown }>(
  res: HttpResponse,
): { answer: T } | { outcome: Outcome } {
  if (res.status !== 200) return { outcome: unexpected(res) }
  const answer = res.json<T>()
  if (answer.ThrottleStatus === THROTTLED) {
    return {
      outcome: {
        status: 'unknown',
        reason: 'rate_limited',
        message: 'Microsoft withheld the answer (throttled)',
      },
    }
  }
  return { answer }
}
