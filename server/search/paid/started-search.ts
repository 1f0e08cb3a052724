import { AppError } from '../../errors.ts'
import type { PaidSearches } from './paid-searches.ts'

/**
 * What a start answers with: the search and the credits left, or 402 when there was no credit
 * to pay for it. `doing` is what the person tried ("search", "re-check"), for the message.
 */
export function startedSearch(started: Awaited<ReturnType<PaidSearches['start']>>, doing: string) {
  if (!started)
    throw new AppError(
      402,
      'NO_CREDITS',
      `You need at least 1 credit to ${doing}. Buy Search Credits to continue.`,
    )
  const { search, balance } = started
  return { id: search.id, type: search.type, query: search.query, credits: balance }
}
