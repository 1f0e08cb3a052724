/**
 * What a report says beyond its accounts, the same on every surface (the page, its JSON and
 * PDF, the CLI): the leads to follow and the accounts that look like one person.
 */
import { groupAccounts, type AccountGroup } from './account-groups.ts'
import { collectLeads, type CollectedLead } from './leads.ts'
import type { ModuleResult } from './module-result.ts'

export interface LeadsAndGroups {
  leads: CollectedLead[]
  groups: AccountGroup[]
}

/**
 * Read from the most popular platform to the least, then by name: the same report whatever
 * order the checks finished in.
 */
export function leadsAndGroups(results: readonly ModuleResult[]): LeadsAndGroups {
  const rank = (r: ModuleResult) => r.rank ?? Number.POSITIVE_INFINITY
  const ordered = [...results].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name))
  return { leads: collectLeads(ordered), groups: groupAccounts(ordered) }
}
