import { describe } from 'vitest'
import type { LookupModule } from '../../types.ts'
import {
  type Answer,
  type LookupCase,
  itLooksUp,
  itRefusesAnotherAccount,
  itReportsRateLimits,
} from './testing.ts'

export interface UsernameSuite {
  /** Lookups and what each result must show, named by the behaviour each pins. */
  cases: Record<string, LookupCase>
  /**
   * An answer that describes another account than the one asked for, to the lookup of the
   * present fixture or of the query given with it.
   */
  anotherAccount?: Answer | readonly [Answer, string]
  /**
   * Where the platform answers a rate limit: origin, path and the method asked with. By default
   * where anotherAccount's answer stands, the request the present fixture's lookup makes;
   * false when the cases pin what a rate limit does (a check with a fallback).
   */
  rateLimitedAt?:
    (Parameters<typeof itReportsRateLimits> extends [unknown, ...infer At] ? At : never) | false
}

/**
 * The tests a username module owes, under its id: its cases (found with the parsed fields, not
 * found, what it refuses), another account's answer never read as found, and a rate limit
 * reported as unknown.
 */
export function describeUsernameLookup(module: LookupModule, suite: UsernameSuite): void {
  describe(module.id, () => {
    itLooksUp(module, suite.cases)
    const other = suite.anotherAccount
    if (other && 'origin' in other) itRefusesAnotherAccount(module, other)
    else if (other) itRefusesAnotherAccount(module, ...other)
    if (suite.rateLimitedAt) itReportsRateLimits(module, ...suite.rateLimitedAt)
    else if (suite.rateLimitedAt !== false && other && 'origin' in other) {
      itReportsRateLimits(module, other.origin, other.path, other.method)
    }
  })
}
