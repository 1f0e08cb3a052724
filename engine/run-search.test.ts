import { describe, expect, it } from 'vitest'
import { modulesFor } from './registry.ts'
import { runSearch } from './run-search.ts'
import { trustNoHistory } from './testing/fake-module.ts'
import {
  FOUND,
  bareSearch,
  NOT_FOUND,
  collect,
  fakeModule as fake,
  never,
  resultsOf,
} from './testing/fake-module.ts'
import type { Outcome, StreamMessage } from './types.ts'
import { mockPlatformsPerTest } from './testing/cleanups.ts'

/** A mock platform's client, closed after the test, so no search touches the network. */
const mockedHttp = mockPlatformsPerTest()

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

describe('runSearch', () => {
  it('streams results in completion order with progress, then one complete message', async () => {
    const slow = deferred<Outcome>()
    const modules = [fake('slow', () => slow.promise), fake('fast', async () => NOT_FOUND)]
    const { http } = mockedHttp()
    const seen: string[] = []
    const messages: StreamMessage[] = []
    for await (const message of bareSearch({
      modules,
      http,
    })) {
      messages.push(message)
      if (message.type !== 'result') continue
      seen.push(message.data.module)
      // The slow module may only finish once the fast one has been streamed.
      if (message.data.module === 'fast') slow.resolve(FOUND)
    }
    expect(seen).toEqual(['fast', 'slow'])
    expect(messages.map((m) => m.type)).toEqual(['result', 'result', 'complete'])
    expect(messages[0]).toMatchObject({
      progress: { completed: 1, total: 2, percent: 50, current: 'Name of fast' },
    })
    expect(messages[1]).toMatchObject({
      data: { module: 'slow', status: 'found' },
      progress: { completed: 2, total: 2, percent: 100, current: 'Name of slow' },
    })
    expect(messages[2]).toMatchObject({ type: 'complete', total: 2 })
    const complete = messages[2] as Extract<StreamMessage, { type: 'complete' }>
    expect(complete.results.map((r) => r.module)).toEqual(['fast', 'slow'])
  })

  it('ends a hanging module at its own timeout without delaying the others', async () => {
    const { http } = mockedHttp()
    const started = Date.now()
    const arrivals: Record<string, number> = {}
    const modules = [
      fake('hangs', never, { timeoutMs: 1500 }),
      fake('quick-1', async () => FOUND),
      fake('quick-2', async () => NOT_FOUND),
    ]
    const messages: StreamMessage[] = []
    for await (const message of bareSearch({
      modules,
      http,
    })) {
      messages.push(message)
      if (message.type === 'result') arrivals[message.data.module] = Date.now() - started
    }
    const results = resultsOf(messages)
    expect(results.map((r) => r.module)).toEqual(['quick-1', 'quick-2', 'hangs'])
    expect(results[2]).toMatchObject({ status: 'unknown', reason: 'timeout' })
    // The quick ones did not wait for the hang: they arrived well before its timeout.
    expect(arrivals['quick-2']).toBeLessThan(1000)
    expect(arrivals.hangs).toBeGreaterThanOrEqual(1400)
    expect(messages.at(-1)).toMatchObject({ type: 'complete', total: 3 })
  })

  it('turns a throwing module into its own error result', async () => {
    const { http } = mockedHttp()
    const modules = [
      fake('broken', async () => {
        throw new TypeError('cannot parse profile')
      }),
      fake('fine', async () => FOUND),
    ]
    const results = resultsOf(
      await collect(
        runSearch({ ...trustNoHistory(), type: 'username', query: 'a', modules, http }),
      ),
    )
    expect(results.find((r) => r.module === 'broken')).toMatchObject({
      status: 'error',
      message: 'cannot parse profile',
    })
    expect(results.find((r) => r.module === 'fine')).toMatchObject({ status: 'found' })
  })

  it('holds the total budget: unfinished modules end as unknown (timeout), then complete', async () => {
    const { http } = mockedHttp()
    const modules = [
      fake('done', async () => NOT_FOUND),
      fake('hang-a', never),
      fake('hang-b', never),
    ]
    const started = Date.now()
    const messages = await collect(
      bareSearch({
        query: 'a',
        modules,
        http,
        timeoutS: 0.5,
        moduleTimeoutMs: 30_000,
      }),
    )
    const elapsed = Date.now() - started
    const results = resultsOf(messages)
    expect(results[0]).toMatchObject({ module: 'done', status: 'not_found' })
    expect(results.slice(1)).toEqual([
      expect.objectContaining({ module: 'hang-a', status: 'unknown', reason: 'timeout' }),
      expect.objectContaining({ module: 'hang-b', status: 'unknown', reason: 'timeout' }),
    ])
    expect(messages.at(-1)).toMatchObject({ type: 'complete', total: 3 })
    expect(elapsed).toBeGreaterThanOrEqual(450)
    expect(elapsed).toBeLessThan(5000)
  })

  it('caps the budget at 60 s and refuses a non-positive one', () => {
    expect(() =>
      bareSearch({
        query: 'a',
        modules: [],
        timeoutS: 0,
      }),
    ).toThrow(RangeError)
    expect(() =>
      bareSearch({
        query: 'a',
        modules: [],
        timeoutS: NaN,
      }),
    ).toThrow(RangeError)
  })

  it('runs every module of a large catalogue, streaming the first before the last has started', async () => {
    const { http } = mockedHttp()
    const started: string[] = []
    let startedWhenFirstArrived = -1
    const modules = Array.from({ length: 120 }, (_, i) =>
      fake(`m${i}`, async () => {
        started.push(`m${i}`)
        return NOT_FOUND
      }),
    )
    const messages: StreamMessage[] = []
    for await (const message of bareSearch({
      query: 'a',
      modules,
      http,
    })) {
      if (startedWhenFirstArrived < 0) startedWhenFirstArrived = started.length
      messages.push(message)
    }
    expect(
      resultsOf(messages)
        .map((r) => r.module)
        .sort(),
    ).toEqual(modules.map((m) => m.id).sort())
    expect(startedWhenFirstArrived).toBeLessThan(120)
  })

  it('completes at once when there is nothing to run', async () => {
    const { http } = mockedHttp()
    const messages = await collect(
      bareSearch({
        query: 'a',
        modules: [],
        http,
      }),
    )
    expect(messages).toEqual([{ type: 'complete', total: 0, results: [] }])
  })

  it('runs every registered module for the type when none are given', async () => {
    const { http } = mockedHttp()
    const messages = await collect(
      bareSearch({
        http,
        env: {},
      }),
    )
    const complete = messages.at(-1) as Extract<StreamMessage, { type: 'complete' }>
    expect(complete.total).toBe(modulesFor('username', { env: {} }).length)
    expect(complete.total).toBeGreaterThan(0)
  })

  it('passes each module the query, type and env', async () => {
    const { http } = mockedHttp()
    const seen: unknown[] = []
    const modules = [
      fake(
        'echo',
        async (ctx) => {
          seen.push([ctx.query, ctx.type, ctx.env.SOME_KEY])
          return NOT_FOUND
        },
        { types: ['email'] },
      ),
    ]
    await collect(
      runSearch({
        ...trustNoHistory(),
        type: 'email',
        query: 'a@b.example',
        modules,
        http,
        env: { SOME_KEY: 'k' },
      }),
    )
    expect(seen).toEqual([['a@b.example', 'email', 'k']])
  })
})
