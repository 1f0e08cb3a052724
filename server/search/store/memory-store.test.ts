import { randomUUID } from 'node:crypto'
import { createMemorySearchStore } from './memory-store.ts'
import { CONTRACT_TIMINGS, describeSearchStore } from '../testing/store-contract.ts'

describeSearchStore('in memory', async () => {
  const store = createMemorySearchStore(CONTRACT_TIMINGS)
  return { here: store, there: store, person: async () => randomUUID(), close: () => store.close() }
})
