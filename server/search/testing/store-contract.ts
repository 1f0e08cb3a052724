import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SearchStreamMessage } from '../../../shared/module-result.ts'
import type { SearchStore, SearchStoreOptions } from '../store/search-store.ts'

/** What the contract runs on: two views of one store, as two instances would have. */
export interface StoreUnderTest {
  /** Where searches are made and published. */
  here: SearchStore
  /** Where they are read and streamed: `here` itself for a store of one process. */
  there: SearchStore
  /** A person who may own searches. */
  person(): Promise<string>
  close(): Promise<void>
}

/**
 * Timings short enough for tests; every store gets the same. The grace period outlasts the
 * few reads a test makes of an ended search on a loaded machine (at 300 ms, one once found
 * its search already forgotten); the tests that wait for it to pass allow for it.
 */
export const CONTRACT_TIMINGS: Required<SearchStoreOptions> = { graceMs: 2000, idleMs: 500 }
/** Long enough for an ended search to be forgotten: its grace period, then a sweep or two. */
const FORGOTTEN_WITHIN_MS = 5 * CONTRACT_TIMINGS.graceMs

/**
 * The behaviour every SearchStore keeps, declared as tests: each implementation's test file
 * calls this with a way to open one (with CONTRACT_TIMINGS).
 */
export function describeSearchStore(name: string, open: () => Promise<StoreUnderTest>) {
  describe(`the search store: ${name}`, () => {
    let store: StoreUnderTest
    let owner: string
    let spends = 0
    beforeAll(async () => {
      store = await open()
      owner = await store.person()
    })
    afterAll(() => store.close())

    const make = () =>
      store.here.create({
        userId: owner,
        type: 'username',
        query: 'secret-name',
        spendId: `spend-${name}-${spends++}`,
        timeoutS: 60,
      })
    const collect = async (id: string) => {
      const seen: SearchStreamMessage[] = []
      const off = await store.there.subscribe(id, (m) => seen.push(m))
      return { seen, off }
    }

    it('shows a search to its owner only, and finds it by its spend', async () => {
      const search = await make()
      expect(await store.there.get(search.id, owner)).toMatchObject({
        query: 'secret-name',
        finished: false,
        results: null,
      })
      expect(await store.there.get(search.id, await store.person())).toBeUndefined()
      expect(await store.there.load(search.id)).toEqual(search)
      expect(await store.there.idOfSpend(search.spendId)).toBe(search.id)
    })

    it('keeps a re-check’s platforms with its query, for whichever instance runs it', async () => {
      const recheck = await store.here.create({
        userId: owner,
        type: 'username',
        query: 'secret-name',
        spendId: `spend-${name}-${spends++}`,
        timeoutS: 60,
        modules: ['github', 'gitlab'],
      })
      expect(await store.there.load(recheck.id)).toMatchObject({
        query: 'secret-name',
        modules: ['github', 'gitlab'],
      })
      expect((await store.there.load((await make()).id))?.modules).toBeUndefined()
    })

    it('keeps the query as it was typed beside the searched one, for the exports', async () => {
      const phone = await store.here.create({
        userId: owner,
        type: 'phone',
        query: '+447400123456',
        typed: '07400 123456',
        spendId: `spend-${name}-${spends++}`,
        timeoutS: 60,
      })
      expect(await store.there.load(phone.id)).toMatchObject({
        query: '+447400123456',
        typed: '07400 123456',
      })
      expect((await store.there.load((await make()).id))?.typed).toBeUndefined()
    })

    it('replays every message to a late subscriber, then streams the rest in order', async () => {
      const search = await make()
      await store.here.publish(search.id, { type: 'started' })
      const { seen } = await collect(search.id)
      expect(seen).toEqual([{ type: 'started' }])
      await store.here.publish(search.id, { type: 'error', message: 'stopped' })
      await expect.poll(() => seen.length).toBe(2)
      expect(seen).toEqual([{ type: 'started' }, { type: 'error', message: 'stopped' }])
    })

    it('replays only the latest place in the queue, and says the owner was told one', async () => {
      const search = await make()
      await store.here.publish(search.id, { type: 'queued', ahead: 3 })
      await store.here.publish(search.id, { type: 'queued', ahead: 1 })
      expect(await store.here.markRunning(search.id)).toBe(true)
      await store.here.publish(search.id, { type: 'started' })
      expect((await collect(search.id)).seen).toEqual([
        { type: 'queued', ahead: 1 },
        { type: 'started' },
      ])
      const never = await make()
      expect(await store.here.markRunning(never.id)).toBe(false)
    })

    it('holds the report once complete, and streams nothing more after the end', async () => {
      const search = await make()
      const live = await collect(search.id)
      const complete: SearchStreamMessage = { type: 'complete', total: 0, results: [] }
      await store.here.publish(search.id, complete)
      await store.here.finish(search.id)
      await expect.poll(() => live.seen).toEqual([complete])
      expect(await store.there.get(search.id, owner)).toMatchObject({
        finished: true,
        results: [],
      })
      expect((await collect(search.id)).seen).toEqual([complete])
    })

    it('counts a search watched while a stream is open, and not once the idle time passed', async () => {
      const watched = await make()
      const unwatched = await make()
      const { off } = await collect(watched.id)
      await new Promise((resolve) => setTimeout(resolve, CONTRACT_TIMINGS.idleMs * 2))
      expect(await store.here.watched(watched.id)).toBe(true)
      expect(await store.here.watched(unwatched.id)).toBe(false)
      off()
      // The last viewer left: the search gets the same idle time again.
      expect(await store.here.watched(watched.id)).toBe(true)
      await expect.poll(() => store.here.watched(watched.id), { timeout: 3000 }).toBe(false)
    })

    it('forgets an ended search, query and all, the grace period after it ended', async () => {
      const search = await make()
      await store.here.publish(search.id, { type: 'error', message: 'stopped' })
      await store.here.finish(search.id)
      await expect
        .poll(() => store.there.get(search.id, owner), { timeout: FORGOTTEN_WITHIN_MS })
        .toBeUndefined()
      expect(await store.there.load(search.id)).toBeUndefined()
      expect(await store.there.idOfSpend(search.spendId)).toBeUndefined()
      expect((await collect(search.id)).seen).toEqual([])
    })

    it('publishes nothing for a search it no longer holds', async () => {
      const search = await make()
      await store.here.finish(search.id)
      await expect
        .poll(() => store.there.load(search.id), { timeout: FORGOTTEN_WITHIN_MS })
        .toBeUndefined()
      await store.here.publish(search.id, { type: 'started' })
      expect(await store.there.load(search.id)).toBeUndefined()
    })
  })
}
