import type { ModuleResult } from '../../engine/types.ts'
import { isPlatformVerdict } from '../../shared/coverage.ts'

/** What a run keeps of its report: platform ids and names, no profile data. */
export interface RunFindings {
  found: string[]
  couldNotTell: string[]
  names: Record<string, string>
}

/** The platforms a report proved an account on, and those that could not tell. */
export function findingsOf(results: readonly ModuleResult[]): RunFindings {
  const found: string[] = []
  const couldNotTell: string[] = []
  const names: Record<string, string> = {}
  for (const result of results) {
    if (result.local) continue
    if (result.status === 'found' && isPlatformVerdict(result)) {
      found.push(result.module)
      names[result.module] = result.name
    } else if (result.status !== 'not_found' || !isPlatformVerdict(result)) {
      couldNotTell.push(result.module)
    }
  }
  return { found: found.sort(), couldNotTell: couldNotTell.sort(), names }
}

/**
 * New: found now, not found last time. Gone: found last time, and now the platform says
 * there is no such account; a platform that could not tell this time is not called gone.
 */
export function compareRuns(
  previous: Pick<RunFindings, 'found'>,
  current: RunFindings,
): { newSince: string[]; goneSince: string[] } {
  const before = new Set(previous.found)
  const now = new Set(current.found)
  const unsure = new Set(current.couldNotTell)
  return {
    newSince: current.found.filter((id) => !before.has(id)),
    goneSince: previous.found.filter((id) => !now.has(id) && !unsure.has(id)),
  }
}
