import { describe, expect, it, vi } from 'vitest'
import { createMemorySearchStore } from './memory-store.ts'

const init = {
  userId: 'u1',
  type: 'username' as const,
  query: 'someone',
  spendId: 's1',
  timeoutS: 60,
}

describe('searches kept in memory', () => {
  it('shows a search to its owner only', async () => {
    const store = createMemorySearchStore()
    const search = await store.create(init)
    expect(await store.get(search.id, 'u1')).toMatchObject({ query: 'someone', finished: false })
    expect(await store.get(search.id, 'u2')).toBeUndefined()
    expect(await store.idOfSpend('s1')).toBe(search.id)
  })

  it('counts a search as watched while someone streams it, and for the idle time after', async () => {
    let now = 0
    const store = createMemorySearchStore({ idleMs: 1000, now: () => now })
    const watched = await store.create(init)
    const unsubscribe = await store.subscribe(watched.id, () => undefined)
    const abandoned = await store.create(init)
    now = 1500
    expect(await store.watched(abandoned.id)).toBe(false)
    expect(await store.watched(watched.id)).toBe(true)
    // Once its last viewer leaves, the watched one gets the same idle time.
    unsubscribe()
    now = 2000
    expect(await store.watched(watched.id)).toBe(true)
    now = 2600
    expect(await store.watched(watched.id)).toBe(false)
  })

  it('forgets a finished search, query and all, after the grace period', async () => {
    vi.useFakeTimers()
    try {
      const store = createMemorySearchStore({ graceMs: 1000 })
      const search = await store.create(init)
      await store.publish(search.id, { type: 'complete', total: 0, results: [] })
      await store.finish(search.id)
      expect((await store.get(search.id, 'u1'))?.results).toEqual([])
      vi.advanceTimersByTime(1001)
      expect(await store.get(search.id, 'u1')).toBeUndefined()
      expect(store.size()).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })

  it('replays every message to a late subscriber, then streams the rest', async () => {
    const store = createMemorySearchStore()
    const search = await store.create(init)
    const first = { type: 'error' as const, message: 'x' }
    await store.publish(search.id, first)
    const seen: unknown[] = []
    await store.subscribe(search.id, (m) => seen.push(m))
    const second = { type: 'complete' as const, total: 0, results: [] }
    await store.publish(search.id, second)
    expect(seen).toEqual([first, second])
  })

  it('replays only the latest place in the queue', async () => {
    const store = createMemorySearchStore()
    const search = await store.create(init)
    await store.publish(search.id, { type: 'queued', ahead: 3 })
    await store.publish(search.id, { type: 'queued', ahead: 1 })
    await store.publish(search.id, { type: 'started' })
    const seen: unknown[] = []
    await store.subscribe(search.id, (m) => seen.push(m))
    expect(seen).toEqual([{ type: 'queued', ahead: 1 }, { type: 'started' }])
  })
})
