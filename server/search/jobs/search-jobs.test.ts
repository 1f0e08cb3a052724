import { randomUUID } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import type { SearchSlot } from '../queue/work-slots.ts'
import type { SearchRecord } from '../store/search-store.ts'
import { createAdmission } from '../queue/admission.ts'
import { createMemorySearchStore } from '../store/memory-store.ts'
import { describeSearchJobs } from '../testing/jobs-contract.ts'
import { localSearchJobs } from './search-jobs.ts'

describeSearchJobs('in this process', async () => {
  const store = createMemorySearchStore()
  return {
    jobs: async (run) => localSearchJobs({ admission: createAdmission(1), store, run }),
    store,
    person: async () => randomUUID(),
    close: () => store.close(),
  }
})

describe('a search queued in this process', () => {
  it('waits on when its place cannot be written (the database is away), and runs later', async () => {
    const store = createMemorySearchStore()
    // Every message fails to be written, as during an outage.
    const unwritable = { ...store, publish: () => Promise.reject(new Error('database away')) }
    const slots: SearchSlot[] = []
    const ran: string[] = []
    const jobs = localSearchJobs({
      admission: createAdmission(1),
      store: unwritable,
      run: async (job, turn) => {
        const slot = await turn(record(job.id), new AbortController().signal)
        ran.push(job.id)
        if (slot) slots.push(slot)
      },
    })
    await jobs.submit(record('first'))
    await jobs.submit(record('second'))
    await new Promise((resolve) => setImmediate(resolve))
    // The second was told its place, which could not be written: no unhandled rejection.
    expect(ran).toEqual(['first'])
    slots[0]?.end()
    await vi.waitFor(() => expect(ran).toEqual(['first', 'second']))
    await store.close()
  })
})

function record(id: string): SearchRecord {
  return { id, userId: 'u', type: 'username', query: 'ada', spendId: `spend-${id}`, timeoutS: 30 }
}
