import { useCallback, useState } from 'react'
import { z } from 'zod/mini'

/**
 * Which accounts of a report the person has ticked off, kept only in this browser (sign-out
 * wipes it with the rest of local storage), for the last reports they worked through.
 */
const KEY = 'snooplens.cleanup.v1'
const MAX_REPORTS = 50

const Stored = z.record(z.string(), z.array(z.string()))

function readAll(): Record<string, string[]> {
  try {
    const parsed = Stored.safeParse(JSON.parse(localStorage.getItem(KEY) ?? '{}'))
    return parsed.success ? parsed.data : {}
  } catch {
    return {}
  }
}

function save(reportId: string, done: ReadonlySet<string>): void {
  // The report just touched goes last, so the oldest are dropped first.
  const { [reportId]: _previous, ...others } = readAll()
  const kept = Object.entries(others).slice(-(MAX_REPORTS - 1))
  try {
    localStorage.setItem(KEY, JSON.stringify(Object.fromEntries([...kept, [reportId, [...done]]])))
  } catch {
    // Storage full or disabled: the ticks still hold on this page.
  }
}

/** The ticked module ids of a report, and a way to tick or untick one. */
export function useCleanupChecks(
  reportId: string | undefined,
): [ReadonlySet<string>, (module: string, done: boolean) => void] {
  const [done, setDone] = useState<ReadonlySet<string>>(
    () => new Set(reportId ? (readAll()[reportId] ?? []) : []),
  )
  const mark = useCallback(
    (module: string, checked: boolean) => {
      const next = new Set(done)
      if (checked) next.add(module)
      else next.delete(module)
      if (reportId) save(reportId, next)
      setDone(next)
    },
    [done, reportId],
  )
  return [done, mark]
}
