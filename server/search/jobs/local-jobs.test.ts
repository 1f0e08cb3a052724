import { randomUUID } from 'node:crypto'
import { createAdmission } from '../queue/admission.ts'
import { createMemorySearchStore } from '../store/memory-store.ts'
import { describeSearchJobs } from '../testing/jobs-contract.ts'
import { localSearchJobs } from './local-jobs.ts'

describeSearchJobs('in this process', async () => {
  const store = createMemorySearchStore()
  return {
    jobs: localSearchJobs(createAdmission(1), store),
    store,
    person: async () => randomUUID(),
    close: () => store.close(),
  }
})
