import { describe, expect, it } from 'vitest'
import { trustingCanaries, type Vouching } from './vouching/vouching.ts'
import { DEADLINE_FLOOR_MS, SILENT_MIN_MS } from './timing/deadlines.ts'
import { createLatencyHistory } from './timing/latency-history.ts'
import { runSearch } from './run-search.ts'
import {
  FOUND,
  NOT_FOUND,
  after,
  collect,
  fakeModule as fake,
  never,
  resultsOf,
} from './testing/fake-module.ts'
import type { LookupModule } from './types.ts'
import { mockPlatformsPerTest } from './testing/cleanups.ts'

const mockedPlatform = mockPlatformsPerTest()

function search(modules: LookupModule[], history = createLatencyHistory(), onTail?: () => void) {
  const platform = mockedPlatform()
  return runSearch({
    type: 'username',
    query: 'alice',
    modules,
    http: platform.http,
    canaries: trustingCanaries,
    latency: history,
    moduleTimeoutMs: 10_000,
    ...(onTail ? { onTail } : {}),
  })
}

const quick = (n: number) =>
  Array.from({ length: n }, (_, i) => fake(`quick-${i}`, after(5, NOT_FOUND)))

// Each case waits out a real deadline of a few seconds: they run side by side.
describe.concurrent('a search ends when its last answering platform does', () => {
  it('gives up on a platform that usually answers fast and hangs today, at its learnt deadline', async () => {
    const history = createLatencyHistory()
    for (const ms of [120, 200, 90])
      history.record({ module: 'usually-fast', ms, outcome: 'answered' })
    const started = Date.now()
    const results = resultsOf(await collect(search([fake('usually-fast', never)], history)))
    const took = Date.now() - started
    expect(took).toBeGreaterThanOrEqual(DEADLINE_FLOOR_MS - 50)
    expect(took).toBeLessThan(DEADLINE_FLOOR_MS + 1500)
    expect(results[0]).toMatchObject({
      status: 'unknown',
      reason: 'timeout',
      message: 'no answer within 3.0 s; it usually answers within 0.2 s',
    })
  })

  it('waits for no platform that hung last once every other check has answered', async () => {
    const history = createLatencyHistory()
    history.record({ module: 'hung-last-time', ms: 15_000, outcome: 'hung' })
    const started = Date.now()
    const results = resultsOf(
      await collect(search([fake('hung-last-time', never), ...quick(20)], history)),
    )
    const took = Date.now() - started
    expect(took).toBeGreaterThanOrEqual(SILENT_MIN_MS - 50)
    expect(took).toBeLessThan(SILENT_MIN_MS + 1000)
    expect(results.find((r) => r.module === 'hung-last-time')).toMatchObject({
      status: 'unknown',
      reason: 'timeout',
      message: expect.stringMatching(/it has not answered lately$/),
    })
  })

  it('gives a platform that hung last until the floor while another still answers', async () => {
    const history = createLatencyHistory()
    history.record({ module: 'hung-last-time', ms: 15_000, outcome: 'hung' })
    for (const ms of [1400, 1500]) history.record({ module: 'slow', ms, outcome: 'answered' })
    const slow = fake('slow', after(DEADLINE_FLOOR_MS + 500, NOT_FOUND))
    const results = resultsOf(await collect(search([fake('hung-last-time', never), slow], history)))
    const hung = results.find((r) => r.module === 'hung-last-time')
    expect(hung).toMatchObject({ status: 'unknown', reason: 'timeout' })
    expect(hung?.elapsed_ms).toBeGreaterThanOrEqual(DEADLINE_FLOOR_MS - 50)
    expect(results.find((r) => r.module === 'slow')).toMatchObject({ status: 'not_found' })
  })

  it('waits for a platform that is slow but answers, past the floor, when its history says so', async () => {
    const history = createLatencyHistory()
    for (const ms of [1100, 1200, 1300]) history.record({ module: 'slow', ms, outcome: 'answered' })
    const results = resultsOf(
      await collect(
        search([fake('slow', after(DEADLINE_FLOOR_MS + 400, FOUND)), ...quick(20)], history),
      ),
    )
    expect(results.find((r) => r.module === 'slow')).toMatchObject({ status: 'found' })
  })

  it('gives a platform with no history until well after the others answered, then lets go', async () => {
    const started = Date.now()
    const results = resultsOf(await collect(search([fake('new-and-hung', never), ...quick(20)])))
    const took = Date.now() - started
    expect(took).toBeLessThan(DEADLINE_FLOOR_MS + 1500)
    expect(results.find((r) => r.module === 'new-and-hung')).toMatchObject({
      status: 'unknown',
      reason: 'timeout',
      message: expect.stringMatching(/long after the other platforms had answered/),
    })
  })

  it('counts a verdict waiting for its cold canary as answered: the stragglers wait no longer for it', async () => {
    // Every canary takes 2.8 s: were "the others" counted only once vouched for, the share
    // would settle then and the straggler's deadline would be 4.2 s, not the 3 s floor.
    const slowCanaries: Vouching = {
      confirm: (_module, _question, result) =>
        new Promise((resolve) => setTimeout(() => resolve(result), 2800)),
      beside: () => undefined,
    }
    const platform = mockedPlatform()
    // Verdicts from the platforms' own answers: only such a verdict waits for its canary.
    const asking = Array.from({ length: 20 }, (_, i) => {
      const origin = `https://asking-${i}.example`
      platform.agent.get(origin).intercept({ path: '/alice' }).reply(404, 'no such user')
      return fake(`asking-${i}`, async ({ http }) => {
        await http.request(`${origin}/alice`)
        return NOT_FOUND
      })
    })
    const started = Date.now()
    const results = resultsOf(
      await collect(
        runSearch({
          type: 'username',
          query: 'alice',
          modules: [fake('hung', never), ...asking],
          http: platform.http,
          canaries: slowCanaries,
          latency: createLatencyHistory(),
          moduleTimeoutMs: 10_000,
        }),
      ),
    )
    expect(Date.now() - started).toBeLessThan(DEADLINE_FLOOR_MS + 600)
    expect(results.filter((r) => r.status === 'not_found')).toHaveLength(20)
  })

  it('waits for the self-test of a platform that answered late, as for one more of its answers', async () => {
    // Seen for the first time, it answers after 2 s and its self-test takes as long: the
    // others' straggler deadline (the 3 s floor) would set its verdict aside at 3 s.
    const slowSelfTest: Vouching = {
      confirm: (module, _question, result) =>
        module.id === 'slow-new'
          ? new Promise((resolve) => setTimeout(() => resolve(result), 2000))
          : Promise.resolve(result),
      beside: () => undefined,
    }
    const platform = mockedPlatform()
    platform.agent
      .get('https://slow-new.example')
      .intercept({ path: '/alice' })
      .reply(200, 'alice')
      .delay(2000)
    // A verdict from the platform's own answer: only such a verdict waits for a self-test.
    const slowNew = fake('slow-new', async ({ http }) => {
      await http.request('https://slow-new.example/alice')
      return FOUND
    })
    const results = resultsOf(
      await collect(
        runSearch({
          type: 'username',
          query: 'alice',
          modules: [slowNew, fake('hung', never), ...quick(20)],
          http: platform.http,
          canaries: slowSelfTest,
          latency: createLatencyHistory(),
          moduleTimeoutMs: 10_000,
        }),
      ),
    )
    expect(results.find((r) => r.module === 'slow-new')).toMatchObject({ status: 'found' })
    expect(results.find((r) => r.module === 'hung')).toMatchObject({ reason: 'timeout' })
  })

  it('learns from the search: answers, hangs, and silence past the floor from the unknown', async () => {
    const history = createLatencyHistory()
    await collect(
      search(
        [
          fake('answers', after(30, NOT_FOUND)),
          fake('cut-short', never),
          fake('hangs-whole-timeout', never, { timeoutMs: 300 }),
          ...quick(10),
        ],
        history,
      ),
    )
    expect(history.expect('answers')).toMatchObject({ kind: 'answers' })
    expect(history.expect('hangs-whole-timeout')).toEqual({ kind: 'hung' })
    // Never seen, and cut off by the straggler rule after the floor: taken to hang until it
    // answers (it runs on to learn).
    expect(history.expect('cut-short')).toEqual({ kind: 'hung' })
  })

  it('does not wait, as for the unknown, for a platform whose cut check still learns', async () => {
    const history = createLatencyHistory()
    const modules = () => [fake('silent-new', never), ...quick(20)]
    await collect(search(modules(), history))
    // The next search starts while the first one's cut check runs on: it cuts the platform
    // once the rest have answered, not at the floor it gives the never seen.
    const started = Date.now()
    const next = resultsOf(await collect(search(modules(), history)))
    expect(Date.now() - started).toBeLessThan(DEADLINE_FLOOR_MS - 500)
    expect(next.find((r) => r.module === 'silent-new')?.message).toMatch(/not answered lately/)
  })

  it('learns the time of a platform it cut off, and waits for it in the next search', async () => {
    const history = createLatencyHistory()
    const slowButSure = () => fake('slow-but-sure', after(DEADLINE_FLOOR_MS + 1000, FOUND))
    const first = resultsOf(await collect(search([slowButSure(), ...quick(20)], history)))
    expect(first.find((r) => r.module === 'slow-but-sure')).toMatchObject({ reason: 'timeout' })
    // The cut check ran on past the search, and its answer is on record.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(history.expect('slow-but-sure')).toMatchObject({ kind: 'answers' })
    const next = resultsOf(await collect(search([slowButSure(), ...quick(20)], history)))
    expect(next.find((r) => r.module === 'slow-but-sure')).toMatchObject({ status: 'found' })
  })

  it('hears that a platform which hung last is back, though the search did not wait for it', async () => {
    const history = createLatencyHistory()
    history.record({ module: 'back-again', ms: 10_000, outcome: 'hung' })
    const back = fake('back-again', after(SILENT_MIN_MS + 800, NOT_FOUND))
    const results = resultsOf(await collect(search([back, ...quick(20)], history)))
    expect(results.find((r) => r.module === 'back-again')).toMatchObject({ reason: 'timeout' })
    await new Promise((resolve) => setTimeout(resolve, 1200))
    expect(history.expect('back-again')).toMatchObject({ kind: 'answers' })
  })

  it('says once when only stragglers are left', async () => {
    let tails = 0
    let open!: () => void
    const gate = new Promise<void>((resolve) => (open = resolve))
    const held = fake('held', async () => {
      await gate
      return NOT_FOUND
    })
    const messages: string[] = []
    for await (const message of search([held, ...quick(19)], undefined, () => {
      tails++
      messages.push('tail')
      open()
    })) {
      if (message.type === 'result') messages.push(message.data.module)
    }
    expect(tails).toBe(1)
    // 18 of 20 settled is the share: the tail begins before the last quick one is read.
    expect(messages.indexOf('tail')).toBeLessThan(messages.indexOf('held'))
  })
})
