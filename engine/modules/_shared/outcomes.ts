import type { HttpResponse, Outcome, SpecRecord } from '../../types.ts'
import { normaliseName } from '../../sites/names.ts'

/**
 * Absent, by the platform's own negative answer. `proof` names it ("HTTP 404",
 * "status EMAIL_STATUS_AVAILABLE"); the runner adds the request it came from. Decided
 * without a request (the platform's own name rules), it is a local verdict.
 */
export const notFound = (proof: string): Outcome => ({ status: 'not_found', proof })

/**
 * Present, proven by something parsed from the answer (`proof`, e.g. "field registered is
 * true"). When the answer names an account, use foundNamed so the name must be the query's.
 */
export const found = (proof: string, ...records: SpecRecord[]): Outcome => ({
  status: 'found',
  records,
  proof,
})

/** Case, a leading @ and URL-encoding do not make another name. */
export function sameName(value: unknown, query: string): boolean {
  if (typeof value !== 'string' && typeof value !== 'number') return false
  const name = normaliseName(String(value))
  return name !== '' && name === normaliseName(query)
}

/**
 * Present only when the account the platform describes is the one asked for: `field` names
 * where the name was read ("login"), `value` is what it said. Another name (a redirect to a
 * similar account, a default object, a search hit) is not proof: it answers unrecognised.
 */
export function foundNamed(
  field: string,
  value: unknown,
  query: string,
  ...records: SpecRecord[]
): Outcome {
  if (!sameName(value, query)) {
    return {
      status: 'unknown',
      reason: 'unrecognised',
      message:
        value === undefined || value === null || value === ''
          ? `the answer has no ${field}`
          : `the answer's ${field} is not the name asked for`,
    }
  }
  return found(`${field} is '${String(value)}'`, ...records)
}

/** An answer the module does not recognise is not a verdict: it could not tell. */
export const unexpected = (res: HttpResponse, what = 'answer'): Outcome => ({
  status: 'unknown',
  reason: 'unrecognised',
  message: `unexpected ${what} (HTTP ${res.status})`,
})

/** The platform answered, but without what the module needs: not a verdict either. */
export const unrecognised = (what: string): Outcome => ({
  status: 'unknown',
  reason: 'unrecognised',
  message: `unrecognised ${what}`,
})
