import type { ModuleResult } from '../../engine/types.ts'

/**
 * The one rule for giving a search's credit back: nothing it handed the person could tell
 * anything (every check failed, was blocked or timed out). Applied to what was delivered:
 * the whole report once a search completes, the results that reached the owner when it is
 * stopped, and the lease's delivered mark after a crash.
 */
export function nothingCouldTell(results: readonly ModuleResult[]): boolean {
  return !results.some((r) => r.status === 'found' || r.status === 'not_found')
}
