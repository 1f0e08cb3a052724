/**
 * The shapes a lookup can be built from. The engine refuses anything else before a module
 * runs, and the search form, the server and the CLI apply the same rules first, so a search
 * is never paid for that every module would refuse.
 */

import { hasHiddenCharacters } from './hidden-characters.ts'

/** An address with no path, query or fragment characters that could bend a request URL. */
export const EMAIL_SHAPE = /^[^\s@/\\?#]+@[^\s@/\\?#]+\.[^\s@/\\?#]+$/
/** International (E.164): +, a non-zero digit, 7 to 15 digits in all. */
export const E164_SHAPE = /^\+[1-9]\d{6,14}$/

/** Why a normalised query cannot be looked up, or null when it can. */
export function queryShapeProblem(type: 'email' | 'phone' | 'username', query: string) {
  if (hasHiddenCharacters(query)) return 'holds hidden characters'
  if (type === 'email' && !EMAIL_SHAPE.test(query)) return 'not an email address'
  if (type === 'phone' && !E164_SHAPE.test(query)) return 'not an international phone number'
  return null
}
