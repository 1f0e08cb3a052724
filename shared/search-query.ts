import { validatePhoneNumber, INVALID_PHONE_PREFIX } from './phone-validation.ts'
import { PHONE_PLAN_MESSAGES, phonePlanProblem } from './phone-plan.ts'
import { queryShapeProblem } from './query-shape.ts'
import {
  SEARCH_FORM_MESSAGES,
  validateSearchInput,
  type SearchInputCheck,
} from './search-validation.ts'
import { type QueryType } from './query-type.ts'

/**
 * Everything a query passes before a credit is spent on it, in order: SPEC 5's form rules,
 * SPEC 5's detailed phone validation (which puts a local number in international form), and
 * the shape every lookup needs. The server and the CLI both use it; a failure carries the
 * SPEC message to show.
 */
export function checkSearchQuery(type: QueryType, raw: string): SearchInputCheck {
  const form = validateSearchInput(type, raw)
  if (!form.ok) return form
  let query = form.query
  if (type === 'phone') {
    const phone = validatePhoneNumber(query)
    if (!phone.isValid)
      return { ok: false, message: `${INVALID_PHONE_PREFIX}${phone.errors.join(', ')}` }
    query = phone.formatted
    // A local number SPEC 5 could not place in a country is searched as typed; one it could
    // must belong to a real numbering plan and not to fiction.
    const problem = query.startsWith('+') ? phonePlanProblem(query) : null
    if (problem) {
      return { ok: false, message: `${INVALID_PHONE_PREFIX}${PHONE_PLAN_MESSAGES[problem](query)}` }
    }
  }
  if (queryShapeProblem(type, query)) return { ok: false, message: SEARCH_FORM_MESSAGES[type] }
  return { ok: true, query }
}
