import { describe, expect, it } from 'vitest'
import {
  personWithCredits,
  startSearch,
  searchServersForFile,
} from '../../tests/support/search-servers.ts'
import { followSearch } from '../../tests/support/ndjson.ts'

const bench = searchServersForFile({
  // One search at a time (the engine given runs on this thread, one worker's worth); an
  // unwatched one stops after 2 s.
  env: { SEARCHES_PER_WORKER: '1', SEARCH_IDLE_MS: '2000' },
  deps: (platform) => ({ searchEngine: platform.engine }),
})

const person = async () => (await personWithCredits(bench.database.db)).cookie
const start = (cookie: string, body: object) => startSearch(bench.server, cookie, body)

describe('a full instance', () => {
  it('queues a search, tells its owner their place, and starts its clock only when it leaves the queue', async () => {
    const first = await person()
    const second = await person()
    // The first search waits on a platform that never answers: it holds the one slot.
    const holding = await followSearch(
      bench.server.origin,
      await start(first, { type: 'username', query: 'someone' }),
      first,
    )
    const waiting = await followSearch(
      bench.server.origin,
      // A 1 s budget: the queue wait (2 s, until the first search is given up) is not in it.
      await start(second, { type: 'username', query: 'someone', timeout: 1 }),
      second,
    )
    await waiting.until((m) => m.type === 'queued')
    expect(waiting.messages).toEqual([{ type: 'queued', ahead: 0 }])
    await holding.leave()
    await waiting.ended
    const types = waiting.messages.map((m) => m.type)
    expect(types.slice(0, 2)).toEqual(['queued', 'started'])
    const quick = waiting.messages.find((m) => m.type === 'result' && m.data.module === 'quick')
    expect(quick).toMatchObject({ data: { status: 'found' } })
    expect(waiting.messages.at(-1)).toMatchObject({ type: 'complete', refunded: false })
  })
})
