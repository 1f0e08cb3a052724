/**
 * Every code an error reply carries: the closed set the server throws and the web app
 * branches on (never on a status number or on message text). Plain data (no schema library),
 * so the landing page's fetch client can check a code without loading one.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'INVALID_QUERY',
  'UNAUTHENTICATED',
  'CROSS_SITE_REQUEST',
  'NO_CREDITS',
  'RATE_LIMITED',
  'UNKNOWN_PACK',
  'NOT_FOUND',
  'SEARCH_NOT_FOUND',
  'SEARCH_RUNNING',
  'CHECKOUT_NOT_FOUND',
  'CHECKOUT_FAILED',
  'CHECKOUT_LOOKUP_FAILED',
  'BAD_SIGNATURE',
  'WEBHOOK_FAILED',
  'UNAVAILABLE',
  'INTERNAL',
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

/** A code from a reply, when it is one of ours; anything else is no code at all. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return (ERROR_CODES as readonly unknown[]).includes(value)
}
