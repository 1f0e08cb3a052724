import { z } from 'zod'
import { QUERY_TYPES } from '../../shared/query-type.ts'
import { checkSearchQuery } from '../../shared/search-query.ts'
import { SEARCH_BUDGET_S } from '../../shared/search-budget.ts'

// Kept apart from search-validation.ts so the landing page's bundle need not carry zod.

/**
 * The body of a search request. Parsing applies checkSearchQuery, so a successful parse
 * yields the normalised query and a failed one carries the SPEC message on the `query` path.
 */
export const SearchRequest = z
  .object({
    type: z.enum(QUERY_TYPES),
    // No cap of its own: the body limit bounds it, and the query checks say what is too long.
    query: z.string(),
    /** Seconds the lookups may take: the budget, and never more. */
    timeout: z.number().int().min(1).max(SEARCH_BUDGET_S).optional(),
  })
  .transform((request, ctx) => {
    const check = checkSearchQuery(request.type, request.query)
    if (!check.ok) {
      ctx.issues.push({
        code: 'custom',
        message: check.message,
        input: request.query,
        path: ['query'],
      })
      return z.NEVER
    }
    // As typed, for the exports (a number "07400 123456" is searched as +447400123456).
    const typed = request.query.trim()
    return {
      type: request.type,
      query: check.query,
      ...(typed !== check.query ? { typed } : {}),
      timeout: request.timeout ?? SEARCH_BUDGET_S,
    }
  })
export type SearchRequest = z.output<typeof SearchRequest>
