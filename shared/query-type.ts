/**
 * What a search is for: the one list of query types, for every side. Plain data (no schema
 * library), so the landing page can use it without loading one.
 */
export const QUERY_TYPES = ['email', 'phone', 'username'] as const
export type QueryType = (typeof QUERY_TYPES)[number]
