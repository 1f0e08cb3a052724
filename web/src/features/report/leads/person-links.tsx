import { useMemo } from 'react'
import type { ModuleResult } from '../../../../../shared/module-result.ts'
import { leadsAndGroups } from '../../../../../shared/leads-and-groups.ts'
import { AccountGroupsSection } from './account-groups-section.tsx'
import { LeadsSection } from './leads-section.tsx'

/** Below the overview: which accounts look like one person, and the leads to follow. */
export function PersonLinks({ results }: { results: readonly ModuleResult[] }) {
  const { leads, groups } = useMemo(() => leadsAndGroups(results), [results])
  return (
    <>
      {groups.length > 0 && <AccountGroupsSection groups={groups} />}
      {leads.length > 0 && <LeadsSection leads={leads} />}
    </>
  )
}
