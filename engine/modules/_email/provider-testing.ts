import { expect, it } from 'vitest'
import type { LookupModule, ModuleResult, QueryType } from '../../types.ts'
import { type Answer, requested, serve, usePlatforms } from '../_shared/testing.ts'

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

/** A paid provider's endpoint, as a test serves it for one query and key. */
export interface ProviderEndpoint {
  key: string
  query: string
  type: QueryType
  /** The provider's answer at its endpoint, for that query and key. */
  answer(status: number, body: string): Answer
}

/**
 * Runs the module with the key set while the provider answers `body` (at `status`, 200 by
 * default): the result, and every request made.
 */
export function providerRun(module: LookupModule, endpoint: ProviderEndpoint) {
  const platform = usePlatforms()
  return async (body: string, status = 200) => {
    const p = platform()
    serve(p, [endpoint.answer(status, body)])
    const result = await p.run(module, endpoint.query, endpoint.type, {
      env: { [module.needsKey ?? '']: endpoint.key },
    })
    return { result, requests: requested(p) }
  }
}

/**
 * What every paid provider's module owes: it is a provider that needs its key, answers its own
 * error without asking anything when the key is missing, and maps each HTTP error status of
 * the provider (answering `errorBody`) to its result, never showing the key.
 */
export function itIsAProvider(
  module: LookupModule,
  endpoint: ProviderEndpoint,
  errorBody: string,
): void {
  it(`is a provider that runs only with ${module.needsKey}`, () => {
    expect(module.kind).toBe('provider')
    expect(module.needsKey).toMatch(/^[A-Z_]+$/)
  })
  const platform = usePlatforms()
  it('reports a missing key as its own error, asking nothing', async () => {
    const p = platform()
    const result = await p.run(module, endpoint.query, endpoint.type)
    expect(result).toMatchObject({ status: 'error', message: `${module.needsKey} is not set` })
    expect(requested(p)).toEqual([])
  })
  itMapsProviderErrors(module, endpoint, errorBody)
}

/**
 * One test per provider error status: the provider answers `errorBody` with that status; the
 * result must be the mapped error or unknown, without the key.
 */
function itMapsProviderErrors(
  module: LookupModule,
  endpoint: ProviderEndpoint,
  errorBody: string,
): void {
  const run = providerRun(module, endpoint)
  it.each(PROVIDER_ERRORS)(
    'turns HTTP %i into that module’s own result, never a search failure',
    async (status, expected, message) => {
      const { result } = await run(errorBody, status)
      expect(result).toMatchObject(expected)
      expect(result.message).toMatch(message)
      expectKeyAbsent(result, endpoint.key)
    },
  )
}
