/**
 * What a found profile says about the person beyond the account itself, as the engine attaches
 * it to a found result: the leads it exposes (identifiers worth a search of their own), the
 * profiles it links to, and a content hash of its picture. The report gathers them across
 * results (shared/leads.ts, shared/account-groups.ts); docs/leads-and-groups.md has the rules.
 */
import { z } from 'zod/mini'

export const LEAD_KINDS = ['email', 'phone', 'username', 'website'] as const
export const LeadKind = z.enum(LEAD_KINDS)
export type LeadKind = z.infer<typeof LeadKind>

/** One identifier a found profile exposes, with where on the profile it was read. */
export const Lead = z.object({
  kind: LeadKind,
  /** An address, an international number, a handle without its @, or a normalised URL. */
  value: z.string().check(z.minLength(1)),
  /** The label of the field it was read from ("Bio", "Twitter", "Linked accounts"). */
  field: z.string(),
  /** The platform a handle belongs to, when the profile says so ("X (Twitter)"). */
  platform: z.optional(z.string()),
  /** The page it stands for: a website, or a linked account's profile (http(s) only). */
  url: z.optional(z.string()),
})
export type Lead = z.infer<typeof Lead>

/** The fields a found ModuleResult may carry for leads and account groups. */
export const PERSON_LINK_FIELDS = {
  /** Identifiers the profile exposes: never the query itself, never the platform's furniture. */
  leads: z.optional(z.array(Lead)),
  /** Other profiles the account links to, as normalised URLs (the query's own ones too). */
  links: z.optional(z.array(z.string())),
  /** SHA-256 (hex) of the profile picture as fetched, when it could be. */
  picture_sha256: z.optional(z.string().check(z.regex(/^[0-9a-f]{64}$/))),
}
