import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SearchSlot } from '../queue/work-slots.ts'
import type { SearchStore } from '../store/search-store.ts'
import type { SearchJobs } from '../jobs/search-jobs.ts'
import type { RunSearch } from '../runner/search-runner.ts'

/** What the contract runs on: job backends with room for one search at once, and their store. */
export interface JobsUnderTest {
  /** Opens the backend, handing every job it runs to `run`. */
  jobs(run: RunSearch): Promise<SearchJobs>
  store: SearchStore
  /** A person who may own searches. */
  person(): Promise<string>
  close(): Promise<void>
}

/**
 * The behaviour every job backend keeps, declared as tests: each backend's test file calls
 * this with a way to open one that runs one search at a time. Searches run as the paid-search
 * runner runs them: they wait for their turn, are marked running, are down to their
 * stragglers and end when the test says so, are marked finished and free their slot.
 */
export function describeSearchJobs(name: string, open: () => Promise<JobsUnderTest>) {
  describe(`the search jobs: ${name}`, () => {
    let under: JobsUnderTest
    let jobs: SearchJobs
    let spends = 0
    /** The searches that got their turn, in the order they got it. */
    const started: string[] = []
    const ends = new Map<string, () => void>()
    const slots = new Map<string, SearchSlot>()

    const run: RunSearch = async (job, turn) => {
      const search = await under.store.load(job.id)
      if (!search) throw new Error(`search ${job.id} is not in the store`)
      const slot = await turn(search, new AbortController().signal)
      if (!slot) return
      slots.set(job.id, slot)
      await under.store.markRunning(job.id)
      started.push(job.id)
      await new Promise<void>((resolve) => ends.set(job.id, resolve))
      await under.store.finish(job.id)
      slot.end()
    }

    beforeAll(async () => {
      under = await open()
      jobs = await under.jobs(run)
    })
    afterAll(async () => {
      for (const end of ends.values()) end()
      await jobs.close()
      await under.close()
    })

    const submit = async (userId: string) => {
      const search = await under.store.create({
        userId,
        type: 'username',
        query: 'someone',
        spendId: `spend-${name}-${spends++}`,
        timeoutS: 60,
      })
      await jobs.submit(search)
      return search.id
    }
    const startsNext = async (id: string) => {
      await expect.poll(() => started.at(-1), { timeout: 5000 }).toBe(id)
    }
    const end = (id: string) => ends.get(id)?.()
    /** The search is down to its stragglers (the engine says so while it runs). */
    const tail = (id: string) => slots.get(id)?.tail()
    /** The last place in the queue the search's owner was told. */
    const place = async (id: string) => {
      let last: number | undefined
      const off = await under.store.subscribe(id, (m) => {
        if (m.type === 'queued') last = m.ahead
      })
      off()
      return last
    }

    it('runs a search when a slot is free, and the next one once it ends', async () => {
      const first = await submit(await under.person())
      await startsNext(first)
      const second = await submit(await under.person())
      expect(started).not.toContain(second)
      end(first)
      await startsNext(second)
      end(second)
    })

    it('gives the slot of a search that only waits for stragglers to the next one', async () => {
      const straggling = await submit(await under.person())
      await startsNext(straggling)
      const next = await submit(await under.person())
      expect(started).not.toContain(next)
      tail(straggling)
      await startsNext(next)
      end(straggling)
      end(next)
    })

    it('tells a waiting search its place, and only the latest is replayed', async () => {
      const holding = await submit(await under.person())
      await startsNext(holding)
      const waiting = await submit(await under.person())
      await expect.poll(() => place(waiting), { timeout: 5000 }).toBe(0)
      end(holding)
      await startsNext(waiting)
      end(waiting)
    })

    it("takes a person's second search at once after everyone's first, then by age", async () => {
      const [x, a, b] = [await under.person(), await under.person(), await under.person()]
      const holding = await submit(x)
      await startsNext(holding)
      const aFirst = await submit(a)
      const aSecond = await submit(a)
      const bFirst = await submit(b)
      const places = () => Promise.all([aFirst, bFirst, aSecond].map(place))
      await expect.poll(places, { timeout: 5000 }).toEqual([0, 1, 2])
      for (const [ending, next] of [
        [holding, aFirst],
        [aFirst, bFirst],
        [bFirst, aSecond],
      ] as const) {
        end(ending)
        await startsNext(next)
      }
      end(aSecond)
    })
  })
}
