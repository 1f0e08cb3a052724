/**
 * SPEC 9's retry policy for a search's stream: how often and how long to wait before
 * reconnecting, and when the client gives up on a search that has started.
 */
import type { ClassifiedError } from '../../../lib/classify-error.ts'

export { CLIENT_ABORT_MS } from '../../../../../shared/search-budget.ts'
export const MAX_RETRIES = 3
export const BASE_RETRY_DELAY_MS = 1_000

/**
 * SPEC 9: wait the error's own retryAfter, else 1 s doubled for each retry. `attempt` is the
 * number of the retry about to happen, from 1.
 */
export function retryDelay(error: Pick<ClassifiedError, 'retryAfter'>, attempt: number): number {
  if (error.retryAfter !== undefined) return error.retryAfter
  return BASE_RETRY_DELAY_MS * 2 ** Math.max(0, attempt - 1)
}

/** SPEC 9: at most 3 retries, so at most 4 attempts in all. */
export function shouldRetry(error: Pick<ClassifiedError, 'retryable'>, attempt: number): boolean {
  return error.retryable && attempt >= 1 && attempt <= MAX_RETRIES
}
