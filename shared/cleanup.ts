/**
 * What a person can do about an account once it is found: how to delete it or make it
 * private, and how hard that is, from JustDeleteMe's data (see NOTICE). The engine sets it on
 * found results of platforms the data covers; the report's checklist, its letters, the
 * exports and the CLI read it from there.
 */
import { z } from 'zod/mini'
import type { Finding } from './finding.ts'

/** JustDeleteMe's scale, easiest first. */
export const CLEANUP_DIFFICULTIES = ['easy', 'medium', 'hard', 'limited', 'impossible'] as const
export const CleanupDifficulty = z.enum(CLEANUP_DIFFICULTIES)
export type CleanupDifficulty = z.infer<typeof CleanupDifficulty>

export const Cleanup = z.object({
  /** The service as JustDeleteMe names it, e.g. "GitHub". */
  service: z.string().check(z.minLength(1)),
  difficulty: CleanupDifficulty,
  /** Where to delete the account, or how to ask: only ever an http(s) address. */
  url: z.optional(z.url({ protocol: /^https?$/ })),
  /** How to go about it, in English, as plain text. */
  notes: z.optional(z.string()),
  /** Where to write when deletion is by request. */
  email: z.optional(z.email()),
})
export type Cleanup = z.infer<typeof Cleanup>

/**
 * Whether a found result is an account someone could delete: a public profile or an account
 * without one. Breaches, caller records and facts about the query are not.
 */
export function isAccountFinding(finding: Finding | undefined): boolean {
  return finding === undefined || finding === 'profile' || finding === 'account'
}
