/**
 * The report's leads: every identifier the found profiles expose (shared/person-links.ts),
 * one entry per identifier however often and however it was written, with every place it was
 * seen. The browser, the JSON export and the CLI all read leads through this.
 */
import type { ModuleResult } from './module-result.ts'
import type { LeadKind } from './person-links.ts'
import { urlKey } from './profile-urls.ts'
import type { QueryType } from './query-type.ts'
import { checkSearchQuery } from './search-query.ts'

/** Where a lead was seen: on which found profile, in which field, and what it is there. */
export interface LeadEvidence {
  /** The module whose found profile shows it, and that platform's name. */
  module: string
  source: string
  /** The field's label ("Bio", "Twitter"). */
  field: string
  /** The platform it is an account on, when the profile says so. */
  platform?: string
}

export interface CollectedLead {
  kind: LeadKind
  value: string
  /** The search it would start, when the shared query rules accept it (websites never). */
  search?: { type: QueryType; query: string }
  /** A page for it: the website, or a linked account's profile (http(s) only). */
  url?: string
  evidence: LeadEvidence[]
}

const SEARCH_TYPES: Readonly<Record<LeadKind, QueryType | null>> = {
  email: 'email',
  phone: 'phone',
  username: 'username',
  website: null,
}
const KIND_ORDER: readonly LeadKind[] = ['email', 'phone', 'username', 'website']

/** The search a lead would start, if any: its value through the same rules as the form. */
function leadSearch(kind: LeadKind, value: string): CollectedLead['search'] {
  const type = SEARCH_TYPES[kind]
  const check = type ? checkSearchQuery(type, value) : null
  return type && check?.ok ? { type, query: check.query } : undefined
}

/**
 * Gathers the leads of the found results, searchable ones first, then those seen in more
 * places. Two leads that would start one search (or name one website) are one lead.
 */
export function collectLeads(results: readonly ModuleResult[]): CollectedLead[] {
  const byKey = new Map<string, CollectedLead>()
  for (const result of results) {
    if (result.status !== 'found') continue
    for (const lead of result.leads ?? []) {
      const search = leadSearch(lead.kind, lead.value)
      const key = search
        ? `${search.type}:${search.query.toLowerCase()}`
        : `${lead.kind}:${urlKey(lead.value) ?? lead.value.toLowerCase()}`
      const url = lead.url && urlKey(lead.url) ? lead.url : undefined
      const seen: LeadEvidence = {
        module: result.module,
        source: result.name,
        field: lead.field,
        ...(lead.platform ? { platform: lead.platform } : {}),
      }
      const entry = byKey.get(key)
      if (!entry) {
        byKey.set(key, {
          kind: lead.kind,
          value: search?.query ?? lead.value,
          ...(search ? { search } : {}),
          ...(url ? { url } : {}),
          evidence: [seen],
        })
        continue
      }
      if (!entry.url && url) entry.url = url
      if (!entry.evidence.some((e) => e.module === seen.module && e.field === seen.field))
        entry.evidence.push(seen)
    }
  }
  return [...byKey.values()].sort(
    (a, b) =>
      Number(Boolean(b.search)) - Number(Boolean(a.search)) ||
      b.evidence.length - a.evidence.length ||
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
      a.value.localeCompare(b.value),
  )
}
