import { describe, expect, it } from 'vitest'
import { DEADLINE_FLOOR_MS } from '../../../engine/timing/deadlines.ts'
import type { CanaryRecord } from '../../../engine/vouching/canaries.ts'
import type { Expectation, LatencySample } from '../../../engine/timing/latency-history.ts'
import { loopbackWorkersForFile } from '../../../tests/support/loopback-workers.ts'
import { createSearchWorkers } from './worker-pool.ts'

const learnt: LatencySample[] = []
/** What another instance learnt: `quick` answers any name shaped like "someone" alike. */
const otherInstance: CanaryRecord = {
  module: 'quick username:aaaaaaa',
  state: 'fail',
  checkedAt: Date.now(),
  detail: 'it answers any name like this one: a made-up name came back found',
}

const loopbackEngine = new URL('../../../tests/support/loopback-worker-engine.ts', import.meta.url)
const loopback = loopbackWorkersForFile(loopbackEngine, {
  workers: 2,
  latency: {
    // The process's history says `hang` hangs, for username searches: their checks are not
    // waited for, not 60 s. An email search knows nothing of it and waits on it: it stays
    // running (cut at once, its check would stop being held, but for one learner a worker).
    expectations: (type): Record<string, Expectation> =>
      type === 'username' ? { hang: { kind: 'hung' } } : {},
    record: (sample) => learnt.push(sample),
  },
  canaryStore: {
    load: async (since) => (otherInstance.checkedAt >= since ? [otherInstance] : []),
    save: async () => undefined,
  },
  warn: () => undefined,
})

/** The results of a username search for `someone`, the loopback platform's one account. */
async function someoneResults() {
  const results = []
  for await (const message of loopback.pool.engine({
    type: 'username',
    query: 'someone',
    signal: new AbortController().signal,
    timeoutS: 30,
  })) {
    if (message.type === 'result') results.push(message.data)
  }
  return results
}

describe('the search worker pool', () => {
  it('spreads searches that arrive together over its workers, before they have started', async () => {
    // Email searches only wait on the platform that never answers: they stay running.
    const names = ['a', 'b', 'c', 'd'].map((n) => `${n}@example.com`)
    const controllers = names.map(() => new AbortController())
    const streams = names.map(async (query, i) => {
      const signal = (controllers[i] as AbortController).signal
      for await (const _ of loopback.pool.engine({ type: 'email', query, signal, timeoutS: 30 }));
    })
    // A worker loads the whole catalogue before its first request: beside a full test run on
    // two cores that has taken over 20 s. A search that ends (or fails) first says so here.
    const ended = Promise.allSettled(streams).then((settled) => {
      throw new Error(`a search ended before all four were held: ${JSON.stringify(settled)}`)
    })
    await Promise.race([
      expect.poll(() => loopback.platform.holding(...names), { timeout: 100_000 }).toBe(4),
      ended,
    ])
    expect(loopback.pool.load()).toEqual([2, 2])
    for (const c of controllers) c.abort()
    await Promise.all(streams)
    expect(loopback.pool.load()).toEqual([0, 0])
  }, 120_000)

  it("runs each search from the process's answer times, and gives back what it learnt", async () => {
    const started = Date.now()
    const results = await someoneResults()
    expect(Date.now() - started).toBeLessThan(DEADLINE_FLOOR_MS + 2000)
    expect(results.find((r) => r.module === 'hang')).toMatchObject({
      status: 'unknown',
      reason: 'timeout',
      // Cut once only its silence was left (after a second), at the floor at the latest.
      message: expect.stringMatching(/^no answer within [1-3]\.\d s; it has not answered lately$/),
    })
    await expect.poll(() => learnt.map((s) => s.module)).toContain('quick')
  })

  it("vouches for a worker's verdicts with what another instance's canaries learnt", async () => {
    const results = await someoneResults()
    expect(results.find((r) => r.module === 'quick')).toMatchObject({
      status: 'unknown',
      reason: 'site_unreliable',
      message: otherInstance.detail,
    })
  })

  it('starts its workers when told to, before any search, and searches on them', async () => {
    const pool = createSearchWorkers({
      workers: 2,
      engine: { module: loopbackEngine.href, options: { origin: loopback.platform.origin } },
      latency: { expectations: () => ({ hang: { kind: 'hung' } }), record: () => undefined },
      warn: () => undefined,
    })
    try {
      expect(pool.load()).toEqual([])
      // Settles once both have loaded their engine: no search has asked for them.
      await pool.start()
      expect(pool.load()).toEqual([0, 0])
      const messages = []
      for await (const message of pool.engine({
        type: 'username',
        query: 'someone',
        signal: new AbortController().signal,
        timeoutS: 30,
      }))
        messages.push(message)
      expect(messages.at(-1)).toMatchObject({ type: 'complete', total: 2 })
      // Its report is the results as they came, though the worker sent them once.
      const streamed = messages.flatMap((m) => (m.type === 'result' ? [m.data] : []))
      expect(messages.at(-1)).toEqual({ type: 'complete', total: 2, results: streamed })
      // The same two workers: a search does not start more.
      expect(pool.load()).toEqual([0, 0])
    } finally {
      await pool.close()
    }
  }, 60_000)
})
