import { randomUUID } from 'node:crypto'
import type { SearchStreamMessage } from '../../../shared/module-result.ts'
import {
  DEFAULT_GRACE_MS,
  DEFAULT_IDLE_MS,
  type SearchRecord,
  type SearchState,
  type SearchStore,
  type SearchStoreOptions,
} from './search-store.ts'

interface Kept extends SearchState {
  messages: SearchStreamMessage[]
  listeners: Set<(message: SearchStreamMessage) => void>
  /** When the last viewer left (or the search was created): the idle time counts from it. */
  unwatchedSince: number
  toldPlace: boolean
}

/**
 * Searches held in this process's memory only (the single-process server): the query and its
 * results never reach the database or the logs.
 */
export function createMemorySearchStore(options: SearchStoreOptions = {}): SearchStore {
  const graceMs = options.graceMs ?? DEFAULT_GRACE_MS
  const idleMs = options.idleMs ?? DEFAULT_IDLE_MS
  const searches = new Map<string, Kept>()
  const timers = new Set<ReturnType<typeof setTimeout>>()

  const record = ({ id, userId, type, query, spendId, timeoutS, modules }: Kept): SearchRecord => ({
    id,
    userId,
    type,
    query,
    spendId,
    timeoutS,
    ...(modules ? { modules } : {}),
  })

  return {
    idleMs,

    async create(init) {
      const search: Kept = {
        ...init,
        id: randomUUID(),
        finished: false,
        results: null,
        messages: [],
        listeners: new Set(),
        unwatchedSince: Date.now(),
        toldPlace: false,
      }
      searches.set(search.id, search)
      return record(search)
    },

    async get(id, userId) {
      const search = searches.get(id)
      if (!search || search.userId !== userId) return undefined
      return { ...record(search), finished: search.finished, results: search.results }
    },

    async load(id) {
      const search = searches.get(id)
      return search && record(search)
    },

    async idOfSpend(spendId) {
      for (const search of searches.values()) if (search.spendId === spendId) return search.id
      return undefined
    },

    async publish(id, message) {
      const search = searches.get(id)
      if (!search) return
      const last = search.messages.length - 1
      if (message.type === 'queued' && search.messages[last]?.type === 'queued')
        search.messages[last] = message
      else search.messages.push(message)
      if (message.type === 'complete') search.results = message.results
      if (message.type === 'queued') search.toldPlace = true
      for (const listener of search.listeners) listener(message)
    },

    async markRunning(id) {
      return searches.get(id)?.toldPlace === true
    },

    async finish(id) {
      const search = searches.get(id)
      if (!search || search.finished) return
      search.finished = true
      search.listeners.clear()
      const timer = setTimeout(() => {
        timers.delete(timer)
        searches.delete(id)
      }, graceMs)
      timer.unref?.()
      timers.add(timer)
    },

    async subscribe(id, listener) {
      const search = searches.get(id)
      if (!search) return () => undefined
      for (const message of [...search.messages]) listener(message)
      if (search.finished) return () => undefined
      search.listeners.add(listener)
      return () => {
        if (search.listeners.delete(listener) && search.listeners.size === 0)
          search.unwatchedSince = Date.now()
      }
    },

    async watched(id) {
      const search = searches.get(id)
      if (!search) return false
      return search.listeners.size > 0 || Date.now() - search.unwatchedSince < idleMs
    },

    async close() {
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      searches.clear()
    },
  }
}
