/**
 * The one contract from engine to browser: what a check answers (SPEC 3's raw provider
 * response, streaming variant, with our evidence) and the messages of a search's stream. The
 * engine produces these, the server relays them, the browser parses every line with them.
 */
import { z } from 'zod/mini'

import { Cleanup } from './cleanup.ts'
import { PERSON_LINK_FIELDS } from './person-links.ts'
import { Finding } from './finding.ts'
import { QUERY_TYPES } from './query-type.ts'

export { QUERY_TYPES }
export const QueryType = z.enum(QUERY_TYPES)
export type QueryType = z.infer<typeof QueryType>

/** found / not_found are verdicts; unknown means "could not tell" and is never a verdict. */
export const ResultStatus = z.enum(['found', 'not_found', 'error', 'unknown'])
export type ResultStatus = z.infer<typeof ResultStatus>

/**
 * Why a check could not tell. `unrecognised`: the answer was neither the profile nor the
 * site's own not-found answer. `site_unreliable`: the site's rule failed its run-time canary
 * (a certainly absent name came back present, or a known account came back absent).
 * `unreachable`: the network failed between us and the platform (or our name server), so
 * nothing was asked at all.
 */
export const UNKNOWN_REASONS = [
  'blocked',
  'captcha',
  'rate_limited',
  'login_wall',
  'timeout',
  'unrecognised',
  'site_unreliable',
  'unreachable',
] as const
export const UnknownReason = z.enum(UNKNOWN_REASONS)
export type UnknownReason = z.infer<typeof UnknownReason>

export const CATEGORIES = [
  'social',
  'coding',
  'gaming',
  'music',
  'art',
  'video',
  'blogging',
  'forums',
  'business',
  'finance',
  'dating',
  'shopping',
  'education',
  'news',
  'travel',
  'hobby',
  'tech',
  'messaging',
  'email',
  'phone',
  'identity',
  'breach',
  'whois',
  'adult',
  'other',
] as const
export const Category = z.enum(CATEGORIES)
export type Category = z.infer<typeof Category>

/** The categories the username sites must cover, so the UI can count on them. */
export const COMMON_CATEGORIES: readonly Category[] = [
  'social',
  'coding',
  'gaming',
  'music',
  'art',
  'video',
  'blogging',
  'forums',
  'business',
  'finance',
  'dating',
  'shopping',
  'adult',
]

export { Finding } from './finding.ts'

/** SPEC 3's known fields of a found record. */
export const KNOWN_FIELDS = [
  'name',
  'first_name',
  'last_name',
  'username',
  'id',
  'location',
  'bio',
  'email',
  'phone',
  'email_hint',
  'phone_hint',
  'verified',
  'followers',
  'picture_url',
  'last_seen',
  'profile_url',
] as const
export type FieldName = (typeof KNOWN_FIELDS)[number]

export const FieldType = z.enum(['str', 'int', 'bool', 'datetime', 'url'])
export type FieldType = z.infer<typeof FieldType>

const scalar = z.union([z.string(), z.number(), z.boolean()])

export const FieldValue = z.object({
  value: scalar,
  type: FieldType,
  /** Human label, e.g. "Profile URL". */
  proper_key: z.string(),
})
export type FieldValue = z.infer<typeof FieldValue>

export const PlatformVariable = z.object({
  key: z.string(),
  proper_key: z.string(),
  value: scalar,
  type: FieldType,
})
export type PlatformVariable = z.infer<typeof PlatformVariable>

const known = z.optional(FieldValue)

/** One record of a found result: known fields, plus anything else as platform variables. */
export const SpecRecord = z.object({
  name: known,
  first_name: known,
  last_name: known,
  username: known,
  id: known,
  location: known,
  bio: known,
  email: known,
  phone: known,
  email_hint: known,
  phone_hint: known,
  verified: known,
  followers: known,
  picture_url: known,
  last_seen: known,
  profile_url: known,
  platform_variables: z.optional(z.array(PlatformVariable)),
}) satisfies z.ZodMiniType<{ [K in FieldName]?: FieldValue }>
export type SpecRecord = z.infer<typeof SpecRecord>

/**
 * Why a verdict was given: what was asked, and what in the answer decided it. Every found and
 * not_found result carries one; a verdict without a request (`url` absent) was decided locally
 * (an address's syntax, a site's own username rule) and proves nothing about a platform.
 */
export const Evidence = z.object({
  /** HTTP method of the deciding request. */
  method: z.optional(z.string()),
  /** The URL asked, with credentials and key-like query values removed. */
  url: z.optional(z.string()),
  /** The status of the deciding answer. */
  status: z.optional(z.int()),
  /** Where the answer came from, when redirects led elsewhere. */
  final_url: z.optional(z.string()),
  /** What decided it, e.g. "page title contains 'alice'". */
  signal: z.string(),
  /** The whole of it in one line a person can read. */
  summary: z.string(),
  /** SHA-256 (hex) of the deciding answer: status, final URL and bytes (engine/verdicts/evidence.ts). */
  answer_sha256: z.optional(z.string().check(z.regex(/^[0-9a-f]{64}$/))),
  /** ISO time the deciding answer was read. */
  read_at: z.optional(z.string()),
})
export type Evidence = z.infer<typeof Evidence>

/** SPEC 3 Raw provider response entry, streaming variant, with our extra metadata. */
export const ModuleResult = z.object({
  /** The platform key (module id). */
  module: z.string().check(z.minLength(1)),
  /** Display name of the platform. */
  name: z.string(),
  category: Category,
  status: ResultStatus,
  /** ISO time the result was produced. */
  timestamp: z.string(),
  /** Present when status is found. */
  spec_format: z.optional(z.array(SpecRecord)),
  /** Present when status is found or not_found: the proof of the verdict. */
  evidence: z.optional(Evidence),
  /** The check asks no platform (syntax, DNS, number formats): information, never coverage. */
  local: z.optional(z.literal(true)),
  /** What a found result is; absent means a profile, or SPEC 5's platform names decide. */
  finding: z.optional(Finding),
  /** Present when status is unknown. */
  reason: z.optional(UnknownReason),
  /** A short, safe explanation for error and unknown results. */
  message: z.optional(z.string()),
  /** How long the module took, in ms. */
  elapsed_ms: z.number().check(z.nonnegative()),
  /** The platform's traffic rank (1 is the most visited): the report lists found ones by it. */
  rank: z.optional(z.int().check(z.positive())),
  /** On found accounts the data covers: how to delete it or make it private (shared/cleanup.ts). */
  cleanup: z.optional(Cleanup),
  ...PERSON_LINK_FIELDS,
})
export type ModuleResult = z.infer<typeof ModuleResult>

/** SPEC 3 Stream message. */
export const SearchProgress = z.object({
  completed: z.int().check(z.nonnegative()),
  total: z.int().check(z.nonnegative()),
  /** 0..100, integer. */
  percent: z.int().check(z.minimum(0), z.maximum(100)),
  /** Display name of the module that just reported. */
  current: z.string(),
})
export type SearchProgress = z.infer<typeof SearchProgress>

export const StreamMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('result'), data: ModuleResult, progress: z.optional(SearchProgress) }),
  z.object({
    type: z.literal('complete'),
    total: z.int().check(z.nonnegative()),
    results: z.array(ModuleResult),
    refunded: z.optional(z.boolean()),
  }),
  z.object({ type: z.literal('error'), message: z.string(), refunded: z.optional(z.boolean()) }),
])
export type StreamMessage = z.infer<typeof StreamMessage>

/**
 * A search's stream as the browser reads it: the engine's messages, and the server's word on
 * its place in the queue. `queued` says how many searches will start before this one (repeated
 * as that changes); `started` follows once it leaves the queue, and the client's 65 s abort
 * counts from there.
 */
export const SearchStreamMessage = z.union([
  StreamMessage,
  z.object({ type: z.literal('queued'), ahead: z.int().check(z.nonnegative()) }),
  z.object({ type: z.literal('started') }),
])
export type SearchStreamMessage = z.infer<typeof SearchStreamMessage>
