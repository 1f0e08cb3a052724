import { emailModules } from './catalog/email.ts'
import { phoneModules } from './catalog/phone.ts'
import { providerModules } from './catalog/providers.ts'
import { usernameModules } from './catalog/username.ts'
import { siteModules } from './sites/manifest.ts'
import { CATEGORIES, QUERY_TYPES, type LookupModule, type QueryType } from './types.ts'
import { SEARCH_BUDGET_S } from '../shared/search-budget.ts'
import { servesNumber } from './modules/_phone/number.ts'

/** Every module the engine knows: manifest sites, then the code modules and providers. */
export function allModules(): readonly LookupModule[] {
  return [
    ...siteModules(),
    ...usernameModules,
    ...emailModules,
    ...phoneModules,
    ...providerModules,
  ]
}

/**
 * The platforms a search of this type asks: one per host, whatever number of checks it has
 * (op.gg's regions, a site and its code module's twin) and local checks aside.
 */
export function platformsFor(type: QueryType, catalogue = allModules()): string[] {
  const hosts = new Set<string>()
  for (const m of catalogue) {
    if (!m.types.includes(type) || m.local || m.kind === 'provider') continue
    const host = urlHost(m.url) ?? m.hosts[0]
    if (host) hosts.add(host.replace(/^www\./, ''))
  }
  return [...hosts].sort()
}

/** Asked for module ids that do not exist. */
export class UnknownModuleError extends Error {
  constructor(readonly ids: readonly string[]) {
    super(`unknown module id${ids.length === 1 ? '' : 's'}: ${ids.join(', ')}`)
    this.name = 'UnknownModuleError'
  }
}

export interface ModulesForOptions {
  /** Provider modules run only when the variable named by their needsKey is set. */
  env?: Readonly<Record<string, string | undefined>>
  /** Narrow to these ids. An id not in the catalogue is an error; one of another type is skipped. */
  only?: readonly string[]
  /** The catalogue to choose from (defaults to allModules()). */
  catalogue?: readonly LookupModule[]
  /**
   * The query: a phone search runs the platform checks that serve the number's country
   * (`countries`, absent for every country), and none for a number without its country code.
   */
  query?: string
}

/** The modules a search of this type runs. */
export function modulesFor(type: QueryType, options: ModulesForOptions = {}): LookupModule[] {
  const catalogue = options.catalogue ?? allModules()
  const env = options.env ?? {}
  let wanted: Set<string> | undefined
  if (options.only) {
    wanted = new Set(options.only)
    const known = new Set(catalogue.map((m) => m.id))
    const unknown = [...wanted].filter((id) => !known.has(id))
    if (unknown.length) throw new UnknownModuleError(unknown)
  }
  const query = options.query
  return catalogue.filter(
    (m) =>
      m.types.includes(type) &&
      (!m.needsKey || Boolean(env[m.needsKey])) &&
      (!wanted || wanted.has(m.id)) &&
      (type !== 'phone' || query === undefined || servesPhone(m, query)),
  )
}

/**
 * Whether a phone check runs for this number: local checks and data providers take any
 * number; a platform check needs the number's country among those it serves.
 */
export function servesPhone(module: LookupModule, query: string): boolean {
  if (module.local || module.kind === 'provider') return true
  return servesNumber(module.countries, query)
}

export const MODULE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const HOSTNAME = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/
const ENV_NAME = /^[A-Z][A-Z0-9_]*$/
const SECOND_LEVEL = new Set(['co', 'com', 'org', 'net', 'gov', 'edu', 'ac', 'or', 'ne', 'go'])

/** example.co.uk for www.example.co.uk: enough to tell one platform's hosts from another's. */
function registrableDomain(host: string): string {
  const labels = host.split('.')
  const keep = labels.length > 2 && SECOND_LEVEL.has(labels.at(-2) ?? '') ? 3 : 2
  return labels.slice(-keep).join('.')
}

/** The host of a module's address template, or null when it is not an http(s) URL. */
export function urlHost(template: string): string | null {
  try {
    const url = new URL(template.replaceAll('{}', 'x'))
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.hostname : null
  } catch {
    return null
  }
}

/**
 * Everything wrong with a catalogue, one line per problem (empty when sound). The registry
 * test runs it over allModules(); it is also what keeps a broken module out of a release.
 */
export function findCatalogueProblems(modules: readonly LookupModule[]): string[] {
  const problems: string[] = []
  const seen = new Set<string>()
  for (const m of modules) {
    const at = `module ${JSON.stringify(m.id)}`
    const fail = (what: string) => problems.push(`${at}: ${what}`)
    if (typeof m.id !== 'string' || !MODULE_ID.test(m.id)) fail('id must be lowercase [a-z0-9-]')
    if (seen.has(m.id)) fail('duplicate id')
    seen.add(m.id)
    if (typeof m.name !== 'string' || !m.name.trim()) fail('empty name')
    if (!(CATEGORIES as readonly string[]).includes(m.category)) fail(`bad category ${m.category}`)
    if (!Array.isArray(m.types) || m.types.length === 0) fail('accepts no query type')
    else if (m.types.some((t) => !QUERY_TYPES.includes(t))) fail(`bad type in ${m.types.join(',')}`)
    else if (new Set(m.types).size !== m.types.length) fail('repeats a query type')
    if (!['site', 'module', 'provider'].includes(m.kind)) fail(`bad kind ${m.kind}`)
    if (typeof m.run !== 'function') fail('has no run()')
    // A module that only computes or asks DNS (no HTTP) declares no hosts and may have no page.
    const offline = m.kind !== 'site' && Array.isArray(m.hosts) && m.hosts.length === 0
    if (!Array.isArray(m.hosts) || (m.hosts.length === 0 && !offline)) fail('declares no hosts')
    else {
      const bad = m.hosts.filter((h) => typeof h !== 'string' || !HOSTNAME.test(h))
      if (bad.length) fail(`hosts must be lowercase host names: ${bad.join(', ')}`)
    }
    const host = typeof m.url === 'string' ? urlHost(m.url) : null
    if (m.kind !== 'site' && m.url === '') {
      // No public page to link to: the result view falls back to the platform's name.
    } else if (!host) fail(`url ${JSON.stringify(m.url)} is not an http(s) URL`)
    else if (
      Array.isArray(m.hosts) &&
      !offline &&
      !m.hosts.some((h) => h === host || registrableDomain(h) === registrableDomain(host))
    ) {
      fail(`hosts (${m.hosts.join(', ')}) do not cover the url's host ${host}`)
    }
    if (m.kind === 'site' && !m.url.includes('{}')) fail('a site url needs {} for the username')
    const f = m.fixtures as { present?: unknown; absent?: unknown } | undefined
    if (typeof f?.present !== 'string' || !f.present.trim()) fail('missing present fixture')
    if (typeof f?.absent !== 'string' || !f.absent.trim()) fail('missing absent fixture')
    if (f && f.present === f.absent) fail('present and absent fixtures are the same')
    if (m.needsKey !== undefined && !ENV_NAME.test(m.needsKey)) {
      fail(`needsKey ${m.needsKey} is not an environment variable name`)
    }
    if ((m.category === 'adult') !== (m.adult === true)) {
      fail('adult platforms have category "adult" and adult: true, and only they do')
    }
    if (
      m.timeoutMs !== undefined &&
      (!Number.isInteger(m.timeoutMs) || m.timeoutMs < 1 || m.timeoutMs > SEARCH_BUDGET_S * 1000)
    ) {
      fail(`timeoutMs must be an integer from 1 to ${SEARCH_BUDGET_S * 1000}`)
    }
  }
  return problems
}
