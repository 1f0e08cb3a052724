import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEADLINE_FLOOR_MS } from './deadlines.ts'
import { createDeadlineWatch } from './deadline-watch.ts'
import { fakeModule, never } from './testing/fake-module.ts'
import type { ModuleResult } from './types.ts'

afterEach(() => {
  vi.useRealTimers()
})

const moduleNamed = (id: string) => fakeModule(id, never)
const answer = (id: string): ModuleResult => ({
  module: id,
  name: id,
  category: 'social',
  status: 'not_found',
  timestamp: new Date().toISOString(),
  elapsed_ms: 20,
})

describe('the deadline watch', () => {
  it('gives a straggler started late on a busy process its floor of its own', () => {
    vi.useFakeTimers()
    const cut: number[] = []
    const watch = createDeadlineWatch({
      total: 21,
      startedAt: Date.now(),
      moduleTimeoutMs: 15_000,
      cut: (index) => {
        cut.push(index)
        watch.done(index)
      },
    })
    const control = { abort: () => undefined, detach: () => undefined }
    for (let i = 0; i < 20; i++) watch.begin(i, moduleNamed(`quick-${i}`), 15_000, control)
    vi.advanceTimersByTime(20)
    for (let i = 0; i < 20; i++) {
      watch.learn(i, answer(`quick-${i}`))
      watch.done(i)
    }
    // The process was busy: the last check starts well after the others answered.
    vi.advanceTimersByTime(2500)
    watch.begin(20, moduleNamed('late'), 15_000, control)
    vi.advanceTimersByTime(DEADLINE_FLOOR_MS - 200)
    expect(cut).toEqual([])
    vi.advanceTimersByTime(400)
    expect(cut).toEqual([20])
    watch.stop()
  })
})
