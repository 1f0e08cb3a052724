import { readFileSync } from 'node:fs'
import type { LookupModule } from '../types.ts'

const CODE_MODULE_RANKS = (
  JSON.parse(readFileSync(new URL('./ranks.json', import.meta.url), 'utf8')) as {
    ranks: Record<string, number>
  }
).ranks

/**
 * A platform's popularity: its traffic rank (1 is the most visited), from the manifest entry
 * or, for code modules, from ranks.json. The report lists found accounts most popular first;
 * a platform without a rank comes after every ranked one.
 */
export function rankOf(module: Pick<LookupModule, 'id' | 'rank'>): number | undefined {
  return module.rank ?? CODE_MODULE_RANKS[module.id]
}

/** Where a check's facts came from: the data sets of a manifest site, or our own code. */
export function sourcesOf(module: Pick<LookupModule, 'kind' | 'sources'>): readonly string[] {
  return module.sources ?? [module.kind === 'provider' ? 'provider' : 'own']
}
