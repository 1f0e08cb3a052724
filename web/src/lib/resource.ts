import { useEffect, useSyncExternalStore } from 'react'

/**
 * One piece of server data shared by every screen that shows it (the signed-in person, the
 * public configuration, the orders), with the little caching the app needs: one request at a
 * time, fresh data on mount and on returning to the tab once it is older than `staleMs`, one
 * retry after a failure, and local updates (a live balance) pushed to every reader at once.
 * See docs/decisions/012-small-router-and-data-cache.md for why not a library.
 */
export interface ResourceView<T> {
  data: T | undefined
  /** No data yet: the first load is running (or about to). */
  isPending: boolean
  isError: boolean
  isSuccess: boolean
  refetch: () => Promise<void>
}

export interface Resource<T> {
  /** The current data for a component; loads it when missing or stale. */
  use(): ResourceView<T>
  /** Loads again now; readers keep the old data meanwhile. */
  refetch(): Promise<void>
  /** Replaces the data locally (e.g. a balance pushed by the server). */
  set(update: (old: T | undefined) => T | undefined): void
}

interface Snapshot<T> extends ResourceView<T> {
  loadedAt: number
}

export const RETRY_DELAY_MS = 1000

export function createResource<T>(
  load: () => Promise<T>,
  options: { staleMs?: number } = {},
): Resource<T> {
  const staleMs = options.staleMs ?? 0
  const listeners = new Set<() => void>()
  let inFlight: Promise<void> | null = null

  const refetch = (): Promise<void> => {
    inFlight ??= (async () => {
      try {
        let data: T
        try {
          data = await load()
        } catch {
          await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS))
          data = await load()
        }
        update({ data, isPending: false, isError: false, isSuccess: true, loadedAt: Date.now() })
      } catch {
        update({ isPending: false, isError: true, isSuccess: false, loadedAt: Date.now() })
      } finally {
        inFlight = null
      }
    })()
    return inFlight
  }

  let snapshot: Snapshot<T> = {
    data: undefined,
    isPending: true,
    isError: false,
    isSuccess: false,
    loadedAt: 0,
    refetch,
  }

  function update(change: Partial<Snapshot<T>>) {
    snapshot = { ...snapshot, ...change }
    for (const listener of listeners) listener()
  }

  const refreshIfStale = () => {
    if (Date.now() - snapshot.loadedAt >= staleMs || snapshot.loadedAt === 0) void refetch()
  }
  const onVisible = () => document.visibilityState === 'visible' && refreshIfStale()

  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    if (listeners.size === 1) document.addEventListener('visibilitychange', onVisible)
    return () => {
      listeners.delete(listener)
      if (listeners.size === 0) document.removeEventListener('visibilitychange', onVisible)
    }
  }
  const getSnapshot = () => snapshot

  return {
    use() {
      useEffect(refreshIfStale, [])
      return useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
    },
    refetch,
    set(change) {
      update({ data: change(snapshot.data) })
    },
  }
}
