import { z } from 'zod/mini'
import { ModuleResult, QueryType } from '../../../../../shared/module-result.ts'

/**
 * Search history, kept only in this browser: the server never stores a query. Sign-out
 * wipes it with the rest of local storage.
 */
const KEY = 'snooplens.history.v1'
const MAX_ENTRIES = 50

const Entry = z.object({
  id: z.string(),
  type: QueryType,
  query: z.string(),
  /** The query as the person typed it, when it differs (a number with its spaces). */
  typed: z.optional(z.string()),
  savedAt: z.string(),
  completedAt: z.string(),
  found: z.int().check(z.nonnegative()),
  // Module objects as the server sent them, read back with the stream's own contract.
  results: z.array(ModuleResult),
})
export type HistoryEntry = z.infer<typeof Entry>

export function readHistory(): HistoryEntry[] {
  try {
    const parsed = z.array(Entry).safeParse(JSON.parse(localStorage.getItem(KEY) ?? '[]'))
    return parsed.success ? parsed.data : []
  } catch {
    return []
  }
}

export function saveToHistory(entry: Omit<HistoryEntry, 'savedAt'>): void {
  const entries = readHistory().filter((e) => e.id !== entry.id)
  entries.unshift({ ...entry, savedAt: new Date().toISOString() })
  try {
    localStorage.setItem(KEY, JSON.stringify(entries.slice(0, MAX_ENTRIES)))
  } catch {
    // Storage full or disabled: history is a convenience, the report is still on screen.
  }
}

export function findInHistory(id: string): HistoryEntry | undefined {
  return readHistory().find((e) => e.id === id)
}

export function clearHistory(): void {
  localStorage.removeItem(KEY)
}
