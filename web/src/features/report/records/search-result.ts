/**
 * SPEC 3 Search result: what the normaliser produces and the result view, the privacy report
 * and the browser-only search history read. The schema lets the web app re-read a saved
 * report from storage without trusting it.
 */
import { z } from 'zod/mini'
import { QUERY_TYPES } from '../../../../../shared/query-type.ts'

export const ASSOCIATED_TYPES = ['data_breach', 'email_hint', 'phone_hint', 'location'] as const
export type AssociatedType = (typeof ASSOCIATED_TYPES)[number]

/** SPEC 9 Confidence values. */
export const CONFIDENCE: Readonly<Record<AssociatedType, number>> = {
  data_breach: 0.95,
  email_hint: 0.8,
  phone_hint: 0.75,
  location: 0.7,
}

export const PersonalInfo = z.object({
  name: z.optional(z.string()),
  location: z.optional(z.string()),
  bio: z.optional(z.string()),
})
export type PersonalInfo = z.infer<typeof PersonalInfo>

export const SocialMediaEntry = z.object({
  /** Display name of the platform. */
  platform: z.string(),
  username: z.string(),
  /** An http(s) profile address, or '#' when none is known. */
  url: z.string(),
  verified: z.boolean(),
  followers: z.optional(z.int().check(z.nonnegative())),
  /** Only ever an http(s) address. */
  profileImage: z.optional(z.string()),
  lastActivity: z.optional(z.string()),
  /** The platform key (module id), for keys and icons. */
  module: z.optional(z.string()),
  /** The module's category, so the UI can hide adult platforms by default. */
  category: z.optional(z.string()),
  /** An account registered to the searched number, with no public profile to show. */
  account: z.optional(z.boolean()),
})
export type SocialMediaEntry = z.infer<typeof SocialMediaEntry>

export const AssociatedItem = z.object({
  type: z.enum(ASSOCIATED_TYPES),
  value: z.string(),
  confidence: z.number().check(z.minimum(0), z.maximum(1)),
  /** The module name the item came from. */
  source: z.string(),
})
export type AssociatedItem = z.infer<typeof AssociatedItem>

export const SEARCH_RESULT_STATUSES = ['success', 'partial', 'failed'] as const
export type SearchResultStatus = (typeof SEARCH_RESULT_STATUSES)[number]

export const SearchResult = z.object({
  id: z.string(),
  type: z.enum(QUERY_TYPES),
  query: z.string(),
  timestamp: z.string(),
  status: z.enum(SEARCH_RESULT_STATUSES),
  data: z.object({
    personalInfo: z.optional(PersonalInfo),
    socialMedia: z.optional(z.array(SocialMediaEntry)),
    associated: z.optional(z.array(AssociatedItem)),
  }),
  warnings: z.array(z.string()),
})
export type SearchResult = z.infer<typeof SearchResult>
