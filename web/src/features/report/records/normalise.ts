/**
 * SPEC 4 Processing a provider response and SPEC 5 Result filtering: turns the stream's
 * module objects into SPEC 3's Search result. The modules arrive parsed by the contract
 * (shared/module-result.ts); their text is still the platforms' own, so it is cleaned and
 * checked here before it reaches a person's screen.
 */
import { maskedEmail, maskedPhone } from '../../../../../shared/hints.ts'
import type { ModuleResult, QueryType, SpecRecord } from '../../../../../shared/module-result.ts'
import { byPopularity } from './popularity.ts'
import {
  fieldBoolean,
  fieldCount,
  fieldText,
  fieldUrl,
  pickUsername,
  recordName,
  sourcePlatform,
} from './record-fields.ts'
import {
  cleanText,
  isEmailHint,
  isIgnoredBio,
  isIgnoredLocation,
  isNonSocialPlatform,
  isPlaceholderName,
  isPlaceholderUsername,
} from './result-filters.ts'
import {
  CONFIDENCE,
  type AssociatedItem,
  type AssociatedType,
  type PersonalInfo,
  type SearchResult,
  type SearchResultStatus,
  type SocialMediaEntry,
} from './search-result.ts'

export interface NormaliseOptions {
  id?: string
  now?: Date
}

/**
 * What a module's data is. Our modules say so themselves (`finding`); for one that does not,
 * SPEC 5's list of platforms that are not social decides.
 */
function findingOf(module: ModuleResult, label: string) {
  if (module.finding) return module.finding
  return isNonSocialPlatform(module.module, label) ? 'record' : 'profile'
}

/**
 * SPEC 5 Response validation: the contract holds every module to a module and a status; a
 * found module must also carry its records.
 */
function checkFoundHaveRecords(modules: readonly ModuleResult[]): void {
  const problems = modules.flatMap((m, i) =>
    m.status === 'found' && m.spec_format === undefined
      ? [`module ${i}: status found without spec_format`]
      : [],
  )
  if (problems.length > 0) throw new Error(`Invalid API response structure: ${problems.join('; ')}`)
}

const displayName = (module: ModuleResult) =>
  module.name.trim() !== '' ? cleanText(module.name) : cleanText(module.module)

/** Personal info fields worth keeping from one record, with SPEC 5's placeholders ignored. */
function personalInfoOf(record: SpecRecord, breach: boolean): PersonalInfo {
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

function associatedOf(record: SpecRecord, module: ModuleResult): AssociatedItem[] {
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

function socialEntryOf(
  record: SpecRecord,
  module: ModuleResult,
  username: string,
): SocialMediaEntry {
  const entry: SocialMediaEntry = {
    platform: sourcePlatform(record) ?? displayName(module),
    username,
    // SPEC 5: the data's address (the engine fills in the platform's template), else '#'.
    url: fieldUrl(record, 'profile_url') ?? '#',
    verified: fieldBoolean(record, 'verified'),
    module: module.module,
  }
  const followers = fieldCount(record, 'followers')
  if (followers !== undefined) entry.followers = followers
  const profileImage = fieldUrl(record, 'picture_url')
  if (profileImage !== undefined) entry.profileImage = profileImage
  const lastActivity = fieldText(record, 'last_seen')
  if (lastActivity !== undefined) entry.lastActivity = lastActivity
  entry.category = module.category
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

export function normaliseResults(
  type: QueryType,
  query: string,
  results: readonly ModuleResult[],
  options: NormaliseOptions = {},
): SearchResult {
  checkFoundHaveRecords(results)
  // Found accounts are listed most popular platform first, everywhere the report shows them.
  const modules = byPopularity(results)
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
    if (module.status !== 'found') {
      warnings.push(`Skipped ${label}: status ${module.status}`)
      continue
    }
    const finding = findingOf(module, label)
    const breach = finding === 'breach'
    // On a phone search an account registered to the number counts as a platform where the
    // person shows up, as SPEC 4 counts social platforms: it is what such a search finds.
    const account = type === 'phone' && finding === 'account'
    const social = finding === 'profile' || account
    for (const record of module.spec_format ?? []) {
      mergePersonalInfo(personalInfo, personalInfoOf(record, breach))
      associated.push(...associatedOf(record, module))
      if (!social) continue
      const username = pickUsername(record)
      // A generated placeholder means the provider invented the account, so the entry goes.
      if (username !== undefined && isPlaceholderUsername(username)) {
        warnings.push(`Dropped ${label}: placeholder username ${username}`)
        continue
      }
      const entry = socialEntryOf(record, module, username ?? fallbackUsername)
      if (account) entry.account = true
      socialMedia.push(entry)
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
    status: resultStatus(data),
    data,
    warnings,
  }
}

/** SPEC 4: success with any data; otherwise failed (the streaming variant's rule). */
function resultStatus(data: SearchResult['data']): SearchResultStatus {
  const hasData =
    (data.socialMedia?.length ?? 0) > 0 ||
    data.personalInfo !== undefined ||
    (data.associated?.length ?? 0) > 0
  return hasData ? 'success' : 'failed'
}
