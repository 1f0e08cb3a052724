/** The catalogue of modules and sites, as `npm run lookup -- --list` prints it. */
import { cleanupOf } from '../engine/platform-facts/cleanup.ts'
import { rankOf, sourcesOf } from '../engine/platform-facts/popularity.ts'
import type { LookupModule } from '../engine/types.ts'
import { table } from './lookup-text.ts'

/** One JSON object per module: what `--list --json` prints. */
export function catalogueLines(modules: readonly LookupModule[]): string[] {
  return modules.map((m) =>
    JSON.stringify({
      id: m.id,
      name: m.name,
      category: m.category,
      types: m.types,
      kind: m.kind,
      needsKey: Boolean(m.needsKey),
      sources: sourcesOf(m),
      rank: rankOf(m) ?? null,
      silence: m.silence ?? null,
      countries: countriesOf(m),
      cleanup: cleanupOf(m) ?? null,
    }),
  )
}

/**
 * The countries whose numbers a phone check serves: its list, or "all"; null for a check that
 * asks no platform about a number (other query types, the offline number facts).
 */
function countriesOf(m: LookupModule): readonly string[] | 'all' | null {
  if (!m.types.includes('phone') || m.local) return null
  return m.countries ?? 'all'
}

export function catalogueTable(modules: readonly LookupModule[]): string {
  return table([
    ['ID', 'NAME', 'KIND', 'CATEGORY', 'TYPES', 'KEY'],
    ...modules.map((m) => [m.id, m.name, m.kind, m.category, m.types.join(','), m.needsKey ?? '']),
  ])
}
