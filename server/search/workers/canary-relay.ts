import type { CanaryRecord, CanaryStore } from '../../../engine/vouching/canaries.ts'

/**
 * What the search workers of one process learn from their canaries, kept on the main thread:
 * a worker's twin or known-account outcome serves the process's other workers at once, and
 * goes on to `shared` (the database, read by every instance) when one is given. A failing
 * `shared` store costs only the sharing between instances.
 */
export function canaryRelay(shared?: CanaryStore, onError?: (err: unknown) => void): CanaryStore {
  const memory = new Map<string, CanaryRecord>()
  const keep = (record: CanaryRecord) => {
    const mine = memory.get(record.module)
    if (!mine || mine.checkedAt < record.checkedAt) memory.set(record.module, record)
  }
  return {
    async load(since) {
      if (shared) {
        try {
          for (const record of await shared.load(since)) keep(record)
        } catch (err) {
          onError?.(err)
        }
      }
      for (const [key, record] of memory) if (record.checkedAt < since) memory.delete(key)
      return [...memory.values()]
    },
    async save(record) {
      keep(record)
      await shared?.save(record).catch((err: unknown) => onError?.(err))
    },
  }
}
