/**
 * Reading one found record's known fields (SPEC 3's `{value, type, proper_key}` objects) as
 * the report needs them, with SPEC 5's cleaning: text without control characters, counts
 * that are counts, and only http(s) addresses.
 */
import type { FieldName, SpecRecord } from '../../../../../shared/module-result.ts'
import { cleanText, isHttpUrl } from './result-filters.ts'

/** A field as clean text, or undefined when absent or empty. */
export function fieldText(record: SpecRecord, key: FieldName): string | undefined {
  const value = record[key]?.value
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const text = cleanText(String(value))
  return text === '' ? undefined : text
}

export function fieldBoolean(record: SpecRecord, key: FieldName): boolean {
  const value = record[key]?.value
  if (typeof value === 'string') return ['true', '1', 'yes'].includes(value.trim().toLowerCase())
  return value === true || value === 1
}

export function fieldCount(record: SpecRecord, key: FieldName): number | undefined {
  const value = record[key]?.value
  const count = typeof value === 'string' ? Number(value.replace(/[,\s]/g, '')) : value
  if (typeof count !== 'number' || !Number.isFinite(count) || count < 0) return undefined
  return Math.floor(count)
}

export function fieldUrl(record: SpecRecord, key: FieldName): string | undefined {
  const url = fieldText(record, key)
  return url !== undefined && isHttpUrl(url) ? url : undefined
}

/** The name, else first and last name together. */
export function recordName(record: SpecRecord): string | undefined {
  const name = fieldText(record, 'name')
  if (name !== undefined) return name
  const parts = [fieldText(record, 'first_name'), fieldText(record, 'last_name')]
  const joined = parts.filter((part) => part !== undefined).join(' ')
  return joined === '' ? undefined : joined
}

/** SPEC 5: username, then id, then name. */
export function pickUsername(record: SpecRecord): string | undefined {
  return fieldText(record, 'username') ?? fieldText(record, 'id') ?? recordName(record)
}

/**
 * A data provider relays accounts found on many platforms through one module; its records
 * name the platform in a `source` platform variable, which then labels the entry.
 */
export function sourcePlatform(record: SpecRecord): string | undefined {
  const source = record.platform_variables?.find((v) => v.key === 'source')?.value
  return typeof source === 'string' && source.trim() !== '' ? cleanText(source) : undefined
}
