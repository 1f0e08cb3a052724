import { expect, it } from 'vitest'
import type { LookupModule, ModuleResult, QueryType } from '../../types.ts'
import { type Platform, usePlatforms } from '../_shared/testing.ts'

/** What each HTTP error of a paid provider must become: never a thrown search failure. */
export const PROVIDER_ERRORS: [number, Partial<ModuleResult>, RegExp][] = [
  [400, { status: 'error' }, /rejected the query/],
  [401, { status: 'error' }, /rejected the API key/],
  [402, { status: 'error' }, /no credit left/],
  [429, { status: 'unknown', reason: 'rate_limited' }, /rate limit/],
  [500, { status: 'error' }, /unavailable \(HTTP 500\)/],
  [503, { status: 'error' }, /unavailable \(HTTP 503\)/],
]

/** The key must appear nowhere in what the module reports: no field, message or variable. */
export function expectKeyAbsent(result: ModuleResult, key: string): void {
  expect(JSON.stringify(result)).not.toContain(key)
  expect(JSON.stringify(result)).not.toContain(encodeURIComponent(key))
}

/**
 * One test per provider error status: `answer` makes the provider reply with that status at
 * the module's endpoint; the result must be the mapped error or unknown, without the key.
 */
export function itMapsProviderErrors(
  module: LookupModule,
  options: {
    key: string
    query: string
    type: QueryType
    answer(p: Platform, status: number): void
  },
): void {
  const platform = usePlatforms()
  it.each(PROVIDER_ERRORS)(
    'turns HTTP %i into that module’s own result, never a search failure',
    async (status, expected, message) => {
      const p = platform()
      options.answer(p, status)
      const result = await p.run(module, options.query, options.type, {
        env: { [module.needsKey ?? '']: options.key },
      })
      expect(result).toMatchObject(expected)
      expect(result.message).toMatch(message)
      expectKeyAbsent(result, options.key)
    },
  )
}
