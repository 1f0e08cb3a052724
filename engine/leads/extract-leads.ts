/**
 * The leads a found profile exposes (another username, an email address, a phone number, a
 * website, an account on another platform) and the profiles it links to, read from its
 * records: known fields, the bio, links, and platform variables that name accounts. Pure: the
 * records and where they came from in, leads and links out. A lead is never the query, nor a
 * trivial variant of it, nor the platform's furniture (never-leads.ts); docs/leads-and-groups.md.
 */
import {
  bareHandle,
  platformByKey,
  profileFor,
  readProfileAddress,
  type KnownPlatform,
} from '../../shared/known-platforms.ts'
import type { Lead } from '../../shared/person-links.ts'
import { bareHost, httpUrl, normaliseUrl, siteOf } from '../../shared/profile-urls.ts'
import { checkSearchQuery } from '../../shared/search-query.ts'
import type { PlatformVariable, QueryType, SpecRecord } from '../types.ts'
import { isServiceAddress, unwrapRedirect, urlFurniture } from './never-leads.ts'
import { scanText } from './text-scan.ts'

/** Platform variables read beyond links and the fields named after a known platform. */
const VARIABLE_READINGS: Readonly<Record<string, 'pairs' | 'text'>> = {
  // "service:handle" lists: Gravatar's linked accounts, Keybase's proofs.
  accounts: 'pairs',
  proofs: 'pairs',
  // Free text: OpenPGP's "Name <address>" user ids, descriptions, headlines.
  user_ids: 'text',
  description: 'text',
  headline: 'text',
}
/** Services in a "service:handle" list whose handle is a website's domain. */
const WEBSITE_SERVICES = new Set(['generic_web_site', 'web', 'website', 'dns'])

/** A hostile profile cannot fill a report: beyond these, the rest is left out. */
const MAX_LEADS = 25
const MAX_LINKS = 40
const MAX_URL_LENGTH = 300

export interface LeadSource {
  /** The query as searched, and its type. */
  query: string
  type: QueryType
  /** The platform the profile is on. */
  module: { id: string; name: string; hosts: readonly string[]; url: string }
}

export interface PersonLinks {
  leads: Lead[]
  /** Normalised addresses of the other profiles and sites it links to. */
  links: string[]
}

export function extractPersonLinks(
  records: readonly SpecRecord[],
  source: LeadSource,
): PersonLinks {
  const reader = new LeadReader(source)
  for (const record of records) reader.record(record)
  return reader.result()
}

/** The platform's own sites: its hosts' and its profile address's. */
function platformSites(module: LeadSource['module']): Set<string> {
  const sites = new Set(module.hosts.map(siteOf))
  const profileHost = httpUrl(module.url.replaceAll('{}', 'x'))?.hostname
  if (profileHost) sites.add(siteOf(profileHost))
  return sites
}

/** Letters and digits only, lower case: "GitHub" and "github" name one thing. */
const compact = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')

class LeadReader {
  private readonly leads = new Map<string, Lead>()
  private readonly links = new Set<string>()
  private readonly sites: Set<string>
  /** The query as a handle: no leading @, lower case. */
  private readonly query: string
  /** The platform's own names: an @mention of them is the platform's, not the person's. */
  private readonly ownNames: Set<string>

  constructor(private readonly source: LeadSource) {
    this.sites = platformSites(source.module)
    this.query = source.query.replace(/^@/, '').toLowerCase()
    this.ownNames = new Set([compact(source.module.id), compact(source.module.name)])
  }

  record(record: SpecRecord) {
    if (record.email) this.email(String(record.email.value), record.email.proper_key)
    if (record.phone) this.phone(String(record.phone.value), record.phone.proper_key)
    if (record.username) this.username(String(record.username.value), record.username.proper_key)
    if (record.bio) this.text(String(record.bio.value), record.bio.proper_key)
    for (const variable of record.platform_variables ?? []) this.variable(variable)
  }

  result(): PersonLinks {
    return { leads: [...this.leads.values()], links: [...this.links] }
  }

  private variable({ key, type, value, proper_key: field }: PlatformVariable) {
    const text = String(value)
    const platform = platformByKey(key)
    if (type === 'url') this.url(text, field)
    else if (VARIABLE_READINGS[key] === 'text') this.text(text, field)
    else if (VARIABLE_READINGS[key] === 'pairs') this.pairs(text, field)
    else if (platform) this.handleOn(platform, text, field)
  }

  private text(text: string, field: string) {
    const found = scanText(text)
    for (const email of found.emails) this.email(email, field)
    for (const url of found.urls) this.url(url, field)
    for (const { handle, url } of found.fediverse) {
      this.link(url)
      this.username(handle, field, new URL(url).hostname, url)
    }
    for (const handle of found.handles) {
      if (!this.ownNames.has(compact(handle))) this.username(handle, field)
    }
  }

  /** "twitter:ada, generic_web_site:ada.dev, flickr:ada" */
  private pairs(text: string, field: string) {
    for (const pair of text.split(/[,;]\s*/)) {
      const [service = '', handle = ''] = pair.split(/:\s*(.*)/s)
      const platform = platformByKey(service)
      if (!handle.trim()) continue
      if (WEBSITE_SERVICES.has(service.trim().toLowerCase())) this.url(`https://${handle}`, field)
      else if (platform) this.handleOn(platform, handle, field)
      else this.username(handle, field, service.trim())
    }
  }

  /** A value a field says belongs to a platform: a handle there, or an address. */
  private handleOn(platform: KnownPlatform, raw: string, field: string) {
    const value = raw.trim()
    if (httpUrl(value)) return this.url(value, field)
    const handle = value.replace(/^@/, '')
    if (platform.phone) return this.phone(handle, field)
    const profile = profileFor(platform, handle)
    this.link(profile.url)
    this.username(handle, field, platform.name, profile.url)
  }

  private url(raw: string, field: string) {
    const target = raw.length <= MAX_URL_LENGTH ? unwrapRedirect(raw) : null
    if (!target || urlFurniture(target, this.sites)) return
    const profile = readProfileAddress(target)
    if (profile) {
      this.link(profile.url)
      // Chat links carry the number in international form without its +.
      if (profile.platform.phone) this.phone(`+${profile.handle}`, field)
      else this.username(profile.handle, field, profile.platform.name, profile.url)
      return
    }
    const url = normaliseUrl(target)
    if (!url) return
    this.link(url)
    if (!this.namesQuery(url)) this.add({ kind: 'website', value: url, field, url })
  }

  private email(raw: string, field: string) {
    const check = checkSearchQuery('email', raw)
    if (!check.ok || isServiceAddress(check.query, this.sites)) return
    if (check.query.toLowerCase() === this.query) return
    this.add({ kind: 'email', value: check.query, field })
  }

  private phone(raw: string, field: string) {
    const check = checkSearchQuery('phone', raw)
    if (!check.ok) return
    const digits = (text: string) => text.replace(/\D/g, '')
    if (this.source.type === 'phone' && digits(check.query) === digits(this.source.query)) return
    this.add({ kind: 'phone', value: check.query, field })
  }

  private username(raw: string, field: string, platform?: string, url?: string) {
    const check = checkSearchQuery('username', raw.trim())
    if (!check.ok || bareHandle(check.query).toLowerCase() === this.query) return
    this.add({
      kind: 'username',
      value: check.query,
      field,
      ...(platform ? { platform } : {}),
      ...(url ? { url } : {}),
    })
  }

  /**
   * The query's own profile elsewhere: a path segment (site.example/@ada) or a subdomain
   * (ada.tumblr.com) that is the query.
   */
  private namesQuery(raw: string): boolean {
    const url = new URL(raw)
    const labels = bareHost(url.hostname).split('.')
    if (labels.length > 2 && labels[0] === this.query) return true
    return url.pathname.split('/').some((segment) => {
      try {
        return decodeURIComponent(segment).replace(/^@/, '').toLowerCase() === this.query
      } catch {
        return false
      }
    })
  }

  private link(url: string) {
    const normal = normaliseUrl(url)
    if (normal && this.links.size < MAX_LINKS) this.links.add(normal)
  }

  private add(lead: Lead) {
    const key = `${lead.kind}:${lead.value.toLowerCase()}:${lead.platform ?? ''}`
    if (this.leads.size < MAX_LEADS && !this.leads.has(key)) this.leads.set(key, lead)
  }
}
