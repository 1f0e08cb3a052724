import { describe, expect, it } from 'vitest'
import type { CanaryRecord, CanaryStore } from '../../../engine/vouching/canaries.ts'
import { canaryRelay } from './canary-relay.ts'

const record = (module: string, checkedAt: number, state: CanaryRecord['state'] = 'pass') => ({
  module,
  state,
  checkedAt,
  detail: '',
})

describe("the process's canary relay", () => {
  it('hands one worker’s outcome to the others, and passes it on to the shared store', async () => {
    const saved: CanaryRecord[] = []
    const relay = canaryRelay({ load: async () => [], save: async (r) => void saved.push(r) })
    await relay.save(record('site username:aaa', 1000))
    expect(await relay.load(0)).toEqual([record('site username:aaa', 1000)])
    expect(saved).toEqual([record('site username:aaa', 1000)])
  })

  it('reads what other instances learnt, keeping the newest outcome per key', async () => {
    const shared: CanaryStore = {
      load: async () => [record('site', 2000, 'fail'), record('other', 500)],
      save: async () => undefined,
    }
    const relay = canaryRelay(shared)
    await relay.save(record('site', 1000))
    const loaded = await relay.load(0)
    expect(loaded).toEqual(
      expect.arrayContaining([record('site', 2000, 'fail'), record('other', 500)]),
    )
    expect(loaded).toHaveLength(2)
    // Too old for the time to live asked: not handed out.
    expect(await relay.load(600)).toEqual([record('site', 2000, 'fail')])
  })

  it('keeps serving the process when the shared store fails, and reports it', async () => {
    const errors: unknown[] = []
    const relay = canaryRelay(
      {
        load: async () => Promise.reject(new Error('database down')),
        save: async () => Promise.reject(new Error('database down')),
      },
      (err) => errors.push(err),
    )
    await relay.save(record('site', 1000))
    expect(await relay.load(0)).toEqual([record('site', 1000)])
    expect(errors).toHaveLength(2)
  })
})
