import { z } from 'zod/mini'

/**
 * What a found result is, which decides where the report shows it: a public `profile` (where
 * the person shows up), an `account` that exists without a public profile, a `breach` the
 * address appears in, a `caller-id` record of a number, or a `record` about the query itself
 * (mail servers, keys, domain registration).
 */
export const FINDINGS = ['profile', 'account', 'breach', 'caller-id', 'record'] as const
export const Finding = z.enum(FINDINGS)
export type Finding = z.infer<typeof Finding>
