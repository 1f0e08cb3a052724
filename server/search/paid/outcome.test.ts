import { describe, expect, it } from 'vitest'
import { createMemorySearchStore } from '../store/memory-store.ts'
import { createPaidSearches } from './paid-searches.ts'

/** How a scheduled run hears its search's end; it reads the store alone. */
function paidOver(store: ReturnType<typeof createMemorySearchStore>) {
  return createPaidSearches({ store } as unknown as Parameters<typeof createPaidSearches>[0])
}

describe("a scheduled run's outcome", () => {
  it('is the search’s last message', async () => {
    const store = createMemorySearchStore()
    const { id } = await store.create({
      userId: 'u',
      type: 'username',
      query: 'ada',
      spendId: 'spend-1',
      timeoutS: 30,
    })
    const end = paidOver(store).outcome(id)
    await store.publish(id, { type: 'started' })
    await store.publish(id, { type: 'error', message: 'Unknown search error', refunded: true })
    expect(await end).toMatchObject({ type: 'error', refunded: true })
    await store.close()
  })

  it('fails, instead of waiting for ever, when the search cannot be read (an outage)', async () => {
    const store = createMemorySearchStore()
    const away = { ...store, subscribe: () => Promise.reject(new Error('database away')) }
    await expect(paidOver(away).outcome('s1')).rejects.toThrow('database away')
    await store.close()
  })
})
