/**
 * OSINT Industries (provider, OSINT_INDUSTRIES_API_KEY). POST
 * https://api.osint.industries/v2/request with {"type","query","timeout"} and the api-key
 * header answers an array of module objects in SPEC 3's Raw provider response shape:
 * {module, status, spec_format:[{<field>:{value,…}, platform_variables:[{key, proper_key,
 * value, type}]}]}. Every found object's records are merged into this module's result, each
 * marked with the platform it came from (`source`), after sanitising every string.
 *
 * Silent: OSINT Industries runs its own checks; the request itself reaches only its API.
 */
import type { FieldName, FieldType, SpecRecord } from '../types.ts'
import { KNOWN_FIELDS } from '../types.ts'
import { postJson } from './_email/one-request-check.ts'
import { sanitizeText, sanitizeUrl } from './_email/sanitize.ts'
import { buildRecord, pv, type Raw, type VariableInput } from './_shared/fields.ts'
import { found, notFound, unrecognised } from './_shared/outcomes.ts'
import { providerModule } from './_email/provider-module.ts'

export const OSINT_INDUSTRIES_KEY = 'OSINT_INDUSTRIES_API_KEY'
/** Seconds OSINT Industries may spend; our own module timeout leaves room for the reply. */
const PROVIDER_TIMEOUT_S = 45

type UnknownRecord = Record<string, unknown>
const isRecord = (value: unknown): value is UnknownRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The provider's answer: an array of module objects, each with its status. */
const isModuleList = (value: unknown): value is UnknownRecord[] =>
  Array.isArray(value) && value.every((m) => isRecord(m) && typeof m.status === 'string')

const FIELD_URLS = new Set<string>(['picture_url', 'profile_url'])
const TYPES = new Set<string>(['str', 'int', 'bool', 'datetime', 'url'])

/** A provider value made safe for its type: text stripped of markup, URLs http(s) only. */
function safeValue(type: FieldType, raw: unknown): Raw {
  if (type === 'url') return sanitizeUrl(raw)
  if (type === 'bool' || type === 'int') {
    return typeof raw === 'boolean' || typeof raw === 'number' ? raw : sanitizeText(raw)
  }
  return sanitizeText(raw)
}

function inferType(raw: unknown): FieldType {
  if (typeof raw === 'boolean') return 'bool'
  if (typeof raw === 'number' && Number.isInteger(raw)) return 'int'
  return 'str'
}

function variableKey(raw: unknown): string | undefined {
  const key = sanitizeText(raw)
    ?.toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
  return key ? key.slice(0, 64) : undefined
}

function variablesOf(list: unknown): VariableInput[] {
  if (!Array.isArray(list)) return []
  return list.filter(isRecord).flatMap((entry) => {
    const key = variableKey(entry.key ?? entry.proper_key)
    if (!key) return []
    const type = TYPES.has(String(entry.type)) ? (entry.type as FieldType) : inferType(entry.value)
    const label = sanitizeText(entry.proper_key) ?? key
    return [{ key, label, type, value: safeValue(type, entry.value) }]
  })
}

function recordOf(raw: UnknownRecord, source: string): SpecRecord {
  const fields: Partial<Record<FieldName, Raw>> = {}
  const extra: VariableInput[] = []
  for (const [name, field] of Object.entries(raw)) {
    if (name === 'platform_variables') continue
    const value = isRecord(field) ? field.value : field
    if ((KNOWN_FIELDS as readonly string[]).includes(name)) {
      const type = FIELD_URLS.has(name) ? 'url' : inferType(value)
      fields[name as FieldName] = safeValue(type, value)
    } else {
      const key = variableKey(name)
      const type = inferType(value)
      const label = (isRecord(field) && sanitizeText(field.proper_key)) || key
      if (key && label) extra.push({ key, label, type, value: safeValue(type, value) })
    }
  }
  return buildRecord(fields, [
    pv.str('source', 'Found on', source),
    ...extra,
    ...variablesOf(raw.platform_variables),
  ])
}

export const osintIndustriesModule = providerModule({
  id: 'osint-industries',
  name: 'OSINT Industries',
  category: 'identity',
  types: ['email', 'phone', 'username'],
  url: 'https://www.osint.industries/',
  hosts: ['api.osint.industries'],
  needsKey: OSINT_INDUSTRIES_KEY,
  timeoutMs: 55_000,
  fixtures: { present: 'test@gmail.com', absent: 'zqnosuchuser7d1f9b3x@gmail.com' },
  provider: 'OSINT Industries',
  ask: (ctx, key) =>
    postJson(
      'https://api.osint.industries/v2/request',
      { type: ctx.type, query: ctx.query, timeout: PROVIDER_TIMEOUT_S },
      { accept: 'application/json', 'api-key': key },
    ),
  read(res) {
    // OSINT Industries answers 404 when none of its checks found anything.
    if (res.status === 404) return notFound('the provider found no results')
    const modules = res.json<unknown>()
    if (!isModuleList(modules)) return unrecognised('OSINT Industries answer')
    const hits = modules.filter((m) => m.status === 'found')
    const records = hits.flatMap((m) => {
      const source = sanitizeText(m.module) ?? 'unknown'
      const raw = Array.isArray(m.spec_format) ? m.spec_format : []
      return raw.filter(isRecord).map((r) => recordOf(r, source))
    })
    if (hits.length > 0) {
      if (records.length === 0) return unrecognised('OSINT Industries answer (found, no record)')
      const sources = [...new Set(hits.map((m) => sanitizeText(m.module) ?? 'unknown'))]
      return found(`status found from modules ${sources.join(', ')}`, ...records)
    }
    if (modules.length > 0 && modules.every((m) => m.status === 'error')) {
      return { status: 'error', message: 'every OSINT Industries module failed' }
    }
    return notFound(
      modules.length === 0
        ? 'the module list is empty'
        : `none of the ${modules.length} modules answered found`,
    )
  },
})
