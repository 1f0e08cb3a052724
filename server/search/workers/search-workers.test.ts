import { describe, expect, it } from 'vitest'
import { canaryResults } from '../../db/schema.ts'
import {
  creditsOf,
  personWithCredits,
  startSearch,
  searchServersForFile,
} from '../../../tests/support/search-servers.ts'
import { followSearch } from '../../../tests/support/ndjson.ts'

const bench = searchServersForFile({
  env: { SEARCH_WORKERS: '2', SEARCHES_PER_WORKER: '2', SEARCH_IDLE_MS: '1000' },
  deps: (platform) => ({
    // No engine in this thread: searches can only run in the workers, which load this: the
    // loopback engine, but a search for `rogue` gets a malformed message from its worker.
    searchWorkerEngine: {
      module: new URL('../../../tests/support/rogue-worker-engine.ts', import.meta.url).href,
      options: { origin: platform.origin },
    },
  }),
})

async function start(query: string, body: object = {}) {
  const { cookie } = await personWithCredits(bench.database.db)
  const id = await startSearch(bench.server, cookie, { type: 'username', query, ...body })
  return { id, cookie }
}
const credits = (cookie: string) => creditsOf(bench.server, cookie)

describe('searches in worker threads', () => {
  it('run there and stream back, with the canaries shared through the database', async () => {
    const { id, cookie } = await start('someone', { timeout: 2 })
    const stream = await followSearch(bench.server.origin, id, cookie)
    await stream.ended
    const quick = stream.messages.find((m) => m.type === 'result' && m.data.module === 'quick')
    expect(quick).toMatchObject({ data: { status: 'found', evidence: { status: 200 } } })
    expect(stream.messages.at(-1)).toMatchObject({ type: 'complete', total: 2, refunded: false })
    // The worker's own canary asked a twin of "someone"; the main thread keeps its outcome
    // in the database, for every instance.
    await expect
      .poll(async () => {
        const canaries = await bench.database.db.select().from(canaryResults)
        return canaries.find((c) => c.module === 'quick username:aaaaaaa')
      })
      .toMatchObject({ state: 'pass' })
  })

  it('run a re-check there with only the platforms it names', async () => {
    const { cookie } = await personWithCredits(bench.database.db)
    const res = await fetch(`${bench.server.origin}/api/rechecks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: bench.server.origin, cookie },
      body: JSON.stringify({ type: 'username', query: 'someone', modules: ['quick'] }),
    })
    expect(res.status).toBe(201)
    const { id } = (await res.json()) as { id: string }
    const stream = await followSearch(bench.server.origin, id, cookie)
    await stream.ended
    const results = stream.messages.flatMap((m) => (m.type === 'result' ? [m.data.module] : []))
    expect(results).toEqual(['quick'])
    expect(stream.messages.at(-1)).toMatchObject({ type: 'complete', total: 1, refunded: false })
  })

  it('stop in their worker when nobody watches, and give back a credit that told nothing', async () => {
    // An email search only waits on the platform that never answers; nobody opens its stream.
    const { cookie } = await start('unwatched@example.com', { type: 'email' })
    const held = () => bench.platform.holding('unwatched@example.com')
    await expect.poll(held, { timeout: 10_000 }).toBe(1)
    // The held request is cut when the worker stops the search.
    await expect.poll(held, { timeout: 10_000 }).toBe(0)
    await expect.poll(() => credits(cookie), { timeout: 10_000 }).toBe(1)
  })

  it('end a search whose worker sends a malformed message with an error, its credit back', async () => {
    const { id, cookie } = await start('rogue', { timeout: 2 })
    const stream = await followSearch(bench.server.origin, id, cookie)
    await stream.ended
    expect(stream.messages.at(-1)).toMatchObject({ type: 'error', refunded: true })
    expect(stream.messages.some((m) => m.type === 'result')).toBe(false)
    expect(await credits(cookie)).toBe(1)
  })

  it('queue past workers × searches per worker', async () => {
    const held = await Promise.all(Array.from({ length: 4 }, () => start('someone')))
    const streams = await Promise.all(
      held.map((s) => followSearch(bench.server.origin, s.id, s.cookie)),
    )
    const fifth = await start('someone', { timeout: 1 })
    const waiting = await followSearch(bench.server.origin, fifth.id, fifth.cookie)
    await waiting.until((m) => m.type === 'queued')
    await Promise.all(streams.map((s) => s.leave()))
    await waiting.ended
    expect(waiting.messages.map((m) => m.type)).toContain('started')
    expect(waiting.messages.at(-1)).toMatchObject({ type: 'complete' })
  })
})
