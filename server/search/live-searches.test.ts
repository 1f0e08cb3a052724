import { describe, expect, it, vi } from 'vitest'
import { createLiveSearches } from './live-searches.ts'

const init = { userId: 'u1', type: 'username' as const, query: 'someone', spendId: 's1' }

describe('live searches', () => {
  it('shows a search to its owner only', () => {
    const searches = createLiveSearches()
    const search = searches.create(init)
    expect(searches.get(search.id, 'u1')).toBe(search)
    expect(searches.get(search.id, 'u2')).toBeUndefined()
  })

  it('stops a running search nobody watches, and keeps one that is watched', () => {
    vi.useFakeTimers()
    try {
      const searches = createLiveSearches({ idleMs: 1000 })
      const watched = searches.create(init)
      const unsubscribe = searches.subscribe(watched, () => undefined)
      const abandoned = searches.create(init)
      vi.advanceTimersByTime(1500)
      expect(abandoned.controller.signal.aborted).toBe(true)
      expect(watched.controller.signal.aborted).toBe(false)
      // Once its last viewer leaves, the watched one gets the same grace period.
      unsubscribe()
      vi.advanceTimersByTime(500)
      expect(watched.controller.signal.aborted).toBe(false)
      vi.advanceTimersByTime(600)
      expect(watched.controller.signal.aborted).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })

  it('forgets a finished search, query and all, after the grace period', () => {
    vi.useFakeTimers()
    try {
      const searches = createLiveSearches({ graceMs: 1000 })
      const search = searches.create(init)
      searches.publish(search, { type: 'complete', total: 0, results: [] })
      searches.finish(search)
      expect(searches.get(search.id, 'u1')?.results).toEqual([])
      vi.advanceTimersByTime(1001)
      expect(searches.get(search.id, 'u1')).toBeUndefined()
      expect(searches.size()).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })

  it('replays every message to a late subscriber, then streams the rest', () => {
    const searches = createLiveSearches()
    const search = searches.create(init)
    const first = { type: 'error' as const, message: 'x' }
    searches.publish(search, first)
    const seen: unknown[] = []
    searches.subscribe(search, (m) => seen.push(m))
    const second = { type: 'complete' as const, total: 0, results: [] }
    searches.publish(search, second)
    expect(search.messages).toEqual([first, second])
    expect(seen).toEqual([first, second])
  })

  it('knows which results reached the owner, and can withdraw the rest', () => {
    const searches = createLiveSearches()
    const search = searches.create(init)
    const result = (module: string) => ({
      type: 'result' as const,
      data: {
        module,
        name: module,
        category: 'social' as const,
        status: 'found' as const,
        timestamp: '2025-01-01T00:00:00.000Z',
        elapsed_ms: 1,
      },
    })
    searches.publish(search, result('a')) // nobody watching: kept for a reconnect
    expect(searches.deliveredResults(search)).toEqual([])
    const unsubscribe = searches.subscribe(search, () => undefined) // the replay hands it over
    searches.publish(search, result('b'))
    unsubscribe()
    searches.publish(search, result('c'))
    expect(searches.deliveredResults(search).map((r) => r.module)).toEqual(['a', 'b'])
    searches.withdrawUndelivered(search)
    expect(search.messages).toHaveLength(2)
  })
})
