/**
 * SPEC 4 Processing a provider response and SPEC 5 Response validation and Result filtering:
 * turns module objects (the engine's ModuleResult, or the proxy's older shape) into SPEC 3's
 * Search result. Everything arriving here is untrusted, so it is read as `unknown`.
 */
import { maskedEmail, maskedPhone } from '../../../../shared/hints.ts'
import { byPopularity } from './popularity.ts'
import type { FieldName, ModuleResult } from '../../../../shared/module-result.ts'
import { z } from 'zod/mini'
import {
  cleanText,
  isBreachSource,
  isCallerLookup,
  isEmailHint,
  isHttpUrl,
  isIgnoredBio,
  isIgnoredLocation,
  isNonSocialPlatform,
  isPlaceholderName,
  isPlaceholderUsername,
} from './result-filters.ts'
import { INVALID_RESPONSE_FORMAT } from '../../lib/classify-error.ts'
import {
  CONFIDENCE,
  type AssociatedItem,
  type AssociatedType,
  type PersonalInfo,
  type SearchResult,
  type SearchResultStatus,
  type SocialMediaEntry,
} from './search-result.ts'
import type { QueryType } from '../../../../shared/module-result.ts'

export interface NormaliseOptions {
  /** 'stream' (SPEC variant A) marks an empty result failed instead of partial. */
  variant?: 'proxy' | 'stream'
  /** Module id → base profile URL, with {} where the username goes. */
  profileUrlBases?: Readonly<Record<string, string>>
  id?: string
  now?: Date
}

/** Thrown when the response is not SPEC 5's shape; `problems` lists every defect found. */
export class InvalidProviderResponseError extends Error {
  constructor(
    message: string,
    readonly problems: readonly string[],
  ) {
    super(message)
    this.name = 'InvalidProviderResponseError'
  }
}

type UnknownRecord = Record<string, unknown>
const isRecord = (value: unknown): value is UnknownRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The fields the normaliser reads, whichever producer sent the module. */
type ModuleView = Pick<ModuleResult, 'module' | 'status'> &
  Partial<Pick<ModuleResult, 'name' | 'category' | 'local' | 'finding' | 'rank'>> & {
    spec_format?: unknown
  }

/**
 * What a module's data is. Our modules say so themselves (`finding`); for a module that
 * does not (the proxy's older shape), SPEC 5's platform names decide.
 */
function findingOf(module: ModuleView, label: string) {
  if (module.finding) return module.finding
  if (isBreachSource(module.module, label)) return 'breach'
  if (isCallerLookup(module.module, label)) return 'caller-id'
  return isNonSocialPlatform(module.module, label) ? 'record' : 'profile'
}

const hasText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== ''

const text = z.string().check(z.trim(), z.minLength(1))

/**
 * SPEC 5 Response validation, as a schema: each module has module and status; a found module
 * has spec_format. The rest of a module is read field by field below, as untrusted data.
 */
const ProviderModule = z
  .looseObject({
    module: text,
    status: text,
    name: z.optional(z.string()),
    category: z.optional(z.string()),
    local: z.optional(z.literal(true)),
    finding: z.optional(z.string()),
    rank: z.optional(z.number()),
    spec_format: z.optional(z.unknown()),
  })
  .check(
    z.refine((m) => m.status !== 'found' || m.spec_format !== undefined, {
      message: 'status found without spec_format',
      path: ['spec_format'],
    }),
  )

/** One problem per line, in SPEC 5's words: "module 1: missing status". */
function describeIssue(issue: z.core.$ZodIssue): string {
  const [index, field] = issue.path
  if (field === undefined) return `module ${String(index)}: not an object`
  if (field === 'spec_format') return `module ${String(index)}: ${issue.message}`
  return `module ${String(index)}: missing ${String(field)}`
}

/** SPEC 5 Response validation: an array; each module has module and status; found has data. */
export function validateProviderResponse(response: unknown): ModuleView[] {
  if (!Array.isArray(response)) {
    throw new InvalidProviderResponseError(INVALID_RESPONSE_FORMAT, [INVALID_RESPONSE_FORMAT])
  }
  const parsed = z.array(ProviderModule).safeParse(response)
  if (!parsed.success) {
    // One line per module and field, in the order of the response.
    const problems = [...new Set(parsed.error.issues.map(describeIssue))]
    throw new InvalidProviderResponseError(
      `Invalid API response structure: ${problems.join('; ')}`,
      problems,
    )
  }
  return parsed.data as ModuleView[]
}

/** A known field's value: records hold `{value, ...}` objects. */
function fieldValue(record: UnknownRecord, key: FieldName): unknown {
  const field = record[key]
  return isRecord(field) ? field.value : undefined
}

/** A field as clean text, or undefined when absent or empty. */
function fieldText(record: UnknownRecord, key: FieldName): string | undefined {
  const value = fieldValue(record, key)
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const text = cleanText(String(value))
  return text === '' ? undefined : text
}

function fieldBoolean(record: UnknownRecord, key: FieldName): boolean {
  const value = fieldValue(record, key)
  if (typeof value === 'string') return ['true', '1', 'yes'].includes(value.trim().toLowerCase())
  return value === true || value === 1
}

function fieldCount(record: UnknownRecord, key: FieldName): number | undefined {
  const value = fieldValue(record, key)
  const count = typeof value === 'string' ? Number(value.replace(/[,\s]/g, '')) : value
  if (typeof count !== 'number' || !Number.isFinite(count) || count < 0) return undefined
  return Math.floor(count)
}

function fieldUrl(record: UnknownRecord, key: FieldName): string | undefined {
  const url = fieldText(record, key)
  return url !== undefined && isHttpUrl(url) ? url : undefined
}

function recordName(record: UnknownRecord): string | undefined {
  const name = fieldText(record, 'name')
  if (name !== undefined) return name
  const parts = [fieldText(record, 'first_name'), fieldText(record, 'last_name')]
  const joined = parts.filter((part) => part !== undefined).join(' ')
  return joined === '' ? undefined : joined
}

/** SPEC 5: username, then id, then name. */
function pickUsername(record: UnknownRecord): string | undefined {
  return fieldText(record, 'username') ?? fieldText(record, 'id') ?? recordName(record)
}

/** SPEC 5: the data's own URL, else the platform's base with the username, else '#'. */
export function profileUrl(
  dataUrl: string | undefined,
  base: string | undefined,
  username: string,
): string {
  if (dataUrl !== undefined) return dataUrl
  if (base === undefined || !isHttpUrl(base.replace('{}', 'x'))) return '#'
  if (!base.includes('{}')) return base
  return username === '' ? '#' : base.replace('{}', encodeURIComponent(username))
}

const displayName = (module: ModuleView) =>
  hasText(module.name) ? cleanText(module.name) : cleanText(module.module)

function records(module: ModuleView): UnknownRecord[] {
  return (module.spec_format as unknown[]).filter(isRecord)
}

/** Personal info fields worth keeping from one record, with SPEC 5's placeholders ignored. */
function personalInfoOf(record: UnknownRecord, breach: boolean): PersonalInfo {
  // A breach record's name is the breach's title, not the person's.
  const name = breach ? undefined : recordName(record)
  const location = fieldText(record, 'location')
  const bio = fieldText(record, 'bio')
  return {
    name: name !== undefined && !isPlaceholderName(name) ? name : undefined,
    location: location !== undefined && !isIgnoredLocation(location) ? location : undefined,
    bio: bio !== undefined && !isIgnoredBio(bio) ? bio : undefined,
  }
}

function associatedOf(record: UnknownRecord, module: ModuleView): AssociatedItem[] {
  const source = displayName(module)
  const item = (type: AssociatedType, value: string): AssociatedItem => ({
    type,
    value,
    confidence: CONFIDENCE[type],
    source,
  })
  const items: AssociatedItem[] = []
  const finding = findingOf(module, source)
  if (finding === 'breach') {
    items.push(item('data_breach', recordName(record) ?? source))
  }
  // SPEC 5: an email hint must contain @; and a hint is shown only when it is a real mask.
  const emailHint = fieldText(record, 'email_hint')
  if (emailHint !== undefined && isEmailHint(emailHint) && maskedEmail(emailHint))
    items.push(item('email_hint', emailHint))
  const phoneHint = fieldText(record, 'phone_hint')
  if (phoneHint !== undefined && maskedPhone(phoneHint)) items.push(item('phone_hint', phoneHint))
  const location = fieldText(record, 'location')
  if (finding === 'caller-id' && location !== undefined && !isIgnoredLocation(location)) {
    items.push(item('location', location))
  }
  return items
}

/**
 * A data provider relays accounts found on many platforms through one module; its records
 * name the platform in a `source` platform variable, which then labels the entry.
 */
function sourcePlatform(record: UnknownRecord): string | undefined {
  const variables = record.platform_variables
  if (!Array.isArray(variables)) return undefined
  const source = variables.find((v): v is UnknownRecord => isRecord(v) && v.key === 'source')
  return source && hasText(source.value) ? cleanText(source.value) : undefined
}

function socialEntryOf(
  record: UnknownRecord,
  module: ModuleView,
  username: string,
  base: string | undefined,
): SocialMediaEntry {
  const entry: SocialMediaEntry = {
    platform: sourcePlatform(record) ?? displayName(module),
    username,
    url: profileUrl(fieldUrl(record, 'profile_url'), base, username),
    verified: fieldBoolean(record, 'verified'),
    module: module.module,
  }
  const followers = fieldCount(record, 'followers')
  if (followers !== undefined) entry.followers = followers
  const profileImage = fieldUrl(record, 'picture_url')
  if (profileImage !== undefined) entry.profileImage = profileImage
  const lastActivity = fieldText(record, 'last_seen')
  if (lastActivity !== undefined) entry.lastActivity = lastActivity
  if (hasText(module.category)) entry.category = module.category
  return entry
}

/** First value wins for each personal info field, in module order. */
function mergePersonalInfo(into: PersonalInfo, from: PersonalInfo): void {
  into.name ??= from.name
  into.location ??= from.location
  into.bio ??= from.bio
}

const compactPersonalInfo = (info: PersonalInfo): PersonalInfo | undefined => {
  const compact = Object.fromEntries(
    Object.entries(info).filter(([, value]) => value !== undefined),
  ) as PersonalInfo
  return Object.keys(compact).length > 0 ? compact : undefined
}

function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>()
  return items.filter((item) => {
    const k = key(item)
    if (seen.has(k)) return false
    seen.add(k)
    return true
  })
}

function skipReason(module: ModuleView): string | undefined {
  if (module.status !== 'found') return `status ${String(module.status)}`
  if (!Array.isArray(module.spec_format)) return 'spec_format is not a list'
  return undefined
}

export function normaliseResults(
  type: QueryType,
  query: string,
  response: unknown,
  options: NormaliseOptions = {},
): SearchResult {
  // Found accounts are listed most popular platform first, everywhere the report shows them.
  const modules = byPopularity(validateProviderResponse(response))
  const warnings: string[] = []
  if (modules.length === 0) warnings.push('The search returned no modules to show')

  const personalInfo: PersonalInfo = {}
  const socialMedia: SocialMediaEntry[] = []
  const associated: AssociatedItem[] = []
  // On a username search every platform was asked about the query itself.
  const fallbackUsername = type === 'username' ? query : ''

  for (const module of modules) {
    // A local check describes the query itself: shown apart, never a finding or a score.
    if (module.local) continue
    const label = displayName(module)
    const skip = skipReason(module)
    if (skip !== undefined) {
      warnings.push(`Skipped ${label}: ${skip}`)
      continue
    }
    const finding = findingOf(module, label)
    const breach = finding === 'breach'
    const social = finding === 'profile'
    const base = options.profileUrlBases?.[module.module]
    for (const record of records(module)) {
      mergePersonalInfo(personalInfo, personalInfoOf(record, breach))
      associated.push(...associatedOf(record, module))
      if (!social) continue
      const username = pickUsername(record)
      // A generated placeholder means the provider invented the account, so the entry goes.
      if (username !== undefined && isPlaceholderUsername(username)) {
        warnings.push(`Dropped ${label}: placeholder username ${username}`)
        continue
      }
      socialMedia.push(socialEntryOf(record, module, username ?? fallbackUsername, base))
    }
  }

  const data: SearchResult['data'] = {}
  const info = compactPersonalInfo(personalInfo)
  if (info !== undefined) data.personalInfo = info
  const social = uniqueBy(
    socialMedia,
    (e) => `${e.module}\n${e.platform}\n${e.username.toLowerCase()}`,
  )
  if (social.length > 0) data.socialMedia = social
  const linked = uniqueBy(associated, (a) => `${a.type}\n${a.value.toLowerCase()}`)
  if (linked.length > 0) data.associated = linked

  return {
    id: options.id ?? globalThis.crypto.randomUUID(),
    type,
    query,
    timestamp: (options.now ?? new Date()).toISOString(),
    status: resultStatus(data, options.variant ?? 'proxy'),
    data,
    warnings,
  }
}

/** SPEC 4: success with any data; otherwise partial, or failed in the streaming variant. */
export function resultStatus(
  data: SearchResult['data'],
  variant: 'proxy' | 'stream',
): SearchResultStatus {
  const hasData =
    (data.socialMedia?.length ?? 0) > 0 ||
    data.personalInfo !== undefined ||
    (data.associated?.length ?? 0) > 0
  if (hasData) return 'success'
  return variant === 'stream' ? 'failed' : 'partial'
}
