import type { FieldName, FieldType, FieldValue, PlatformVariable, SpecRecord } from '../../types.ts'

/** What a platform hands us for one value, before checking it. */
export type Raw = string | number | boolean | null | undefined

const FIELD_SHAPES: Record<FieldName, [FieldType, string]> = {
  name: ['str', 'Name'],
  first_name: ['str', 'First name'],
  last_name: ['str', 'Last name'],
  username: ['str', 'Username'],
  id: ['str', 'ID'],
  location: ['str', 'Location'],
  bio: ['str', 'Bio'],
  email: ['str', 'Email'],
  phone: ['str', 'Phone'],
  email_hint: ['str', 'Email hint'],
  phone_hint: ['str', 'Phone hint'],
  verified: ['bool', 'Verified'],
  followers: ['int', 'Followers'],
  picture_url: ['url', 'Picture URL'],
  last_seen: ['datetime', 'Last seen'],
  profile_url: ['url', 'Profile URL'],
}

/** Dates without a time ("Dec 27, 2015") are read as UTC, not in the server's zone. */
function parseDateText(text: string): number {
  if (!text.includes(':') && !/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const utc = Date.parse(`${text} UTC`)
    if (Number.isFinite(utc)) return utc
  }
  return Date.parse(text)
}

/** Unix seconds, unix milliseconds or a date string → ISO string; anything else → undefined. */
export function toIso(raw: Raw): string | undefined {
  if (raw === null || raw === undefined || typeof raw === 'boolean' || raw === '') return undefined
  let ms: number
  if (typeof raw === 'number') ms = raw > 1e11 ? raw : raw * 1000
  else if (/^\d+(\.\d+)?$/.test(raw.trim())) return toIso(Number(raw))
  else ms = parseDateText(raw.trim())
  if (!Number.isFinite(ms) || ms <= 0) return undefined
  const date = new Date(ms)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString()
}

/** Only absolute http(s) URLs pass: platform data is untrusted. */
export function toHttpUrl(raw: Raw): string | undefined {
  if (typeof raw !== 'string' || !raw.trim()) return undefined
  let text = raw.trim()
  if (text.startsWith('//')) text = `https:${text}`
  try {
    const url = new URL(text)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined
  } catch {
    return undefined
  }
}

/** Integers, also from strings like "1,234"; fractions are rounded down. */
export function toInt(raw: Raw): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? Math.floor(raw) : undefined
  if (typeof raw !== 'string') return undefined
  const text = raw.trim().replace(/,/g, '')
  if (!/^-?\d+(\.\d+)?$/.test(text)) return undefined
  return Math.floor(Number(text))
}

function toBool(raw: Raw): boolean | undefined {
  if (typeof raw === 'boolean') return raw
  if (raw === 'true' || raw === 1) return true
  if (raw === 'false' || raw === 0) return false
  return undefined
}

function toStr(raw: Raw): string | undefined {
  if (raw === null || raw === undefined) return undefined
  const text = String(raw).trim()
  return text ? text : undefined
}

/** Coerces a raw value to a field type, or undefined when it does not fit. */
export function coerce(type: FieldType, raw: Raw): string | number | boolean | undefined {
  switch (type) {
    case 'str':
      return toStr(raw)
    case 'int':
      return toInt(raw)
    case 'bool':
      return toBool(raw)
    case 'datetime':
      return toIso(raw)
    case 'url':
      return toHttpUrl(raw)
  }
}

export interface VariableInput {
  key: string
  label: string
  type: FieldType
  value: Raw
}

/** A builder of platform variables of one type. */
const variable =
  (type: FieldType) =>
  (key: string, label: string, value: Raw): VariableInput => ({ key, label, type, value })

/** Platform variable builders: `pv.int('public_repos', 'Public repos', user.public_repos)`. */
export const pv = {
  str: variable('str'),
  int: variable('int'),
  bool: variable('bool'),
  date: variable('datetime'),
  url: variable('url'),
}

/**
 * One found record from raw platform values: each known field gets its SPEC type and label,
 * values that do not fit their type (empty strings, non-http URLs, bad dates) are left out.
 */
export function buildRecord(
  fields: Partial<Record<FieldName, Raw>>,
  variables: VariableInput[] = [],
): SpecRecord {
  const record: SpecRecord = {}
  for (const [name, raw] of Object.entries(fields) as [FieldName, Raw][]) {
    const [type, label] = FIELD_SHAPES[name]
    const value = coerce(type, raw)
    if (value !== undefined) record[name] = { value, type, proper_key: label } satisfies FieldValue
  }
  const kept: PlatformVariable[] = []
  for (const v of variables) {
    const value = coerce(v.type, v.value)
    if (value !== undefined) kept.push({ key: v.key, proper_key: v.label, value, type: v.type })
  }
  if (kept.length) record.platform_variables = kept
  return record
}
