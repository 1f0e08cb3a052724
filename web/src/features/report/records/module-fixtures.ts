/**
 * For the report's tests: module objects shaped as the engine streams them (typed by the
 * contract, so a fixture cannot drift from what really arrives).
 */
import type { FieldName, ModuleResult, SpecRecord } from '../../../../../shared/module-result.ts'

export const NOW = new Date('2025-03-01T12:00:00.000Z')

export type Fields = Partial<Record<FieldName, string | number | boolean>>

/** A record shaped like the engine's: `{value, type, proper_key}` per field. */
export function record(fields: Fields): SpecRecord {
  const out: SpecRecord = {}
  for (const [key, value] of Object.entries(fields) as [FieldName, string | number | boolean][]) {
    const type = typeof value === 'number' ? 'int' : typeof value === 'boolean' ? 'bool' : 'str'
    out[key] = { value, type, proper_key: key }
  }
  return out
}

/** A module that answered `status`, without records. */
export function other(module: string, status: ModuleResult['status']): ModuleResult {
  return {
    module,
    name: module,
    category: 'social',
    status,
    timestamp: NOW.toISOString(),
    elapsed_ms: 5,
  }
}

/** A found module with one record per field map. */
export function found(module: string, name: string, ...fields: Fields[]): ModuleResult {
  return { ...other(module, 'found'), name, spec_format: fields.map(record), elapsed_ms: 12 }
}
