import { randomUUID } from 'node:crypto'
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
