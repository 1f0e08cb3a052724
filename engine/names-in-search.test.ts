import { afterEach, describe, expect, it } from 'vitest'
import { namedPlatforms } from '../tests/support/named-platforms.ts'
import { createHttpClient } from './http/client.ts'
import { createNameResolver } from './http/name-resolver.ts'
import { runSearch } from './run-search.ts'
import { startFakeDns, type FakeDns } from './testing/fake-dns.ts'
import { trustNoHistory } from './testing/fake-module.ts'
import type { ModuleResult } from './types.ts'

let fake: FakeDns | undefined
afterEach(async () => {
  await fake?.close()
  fake = undefined
})

async function search(http: ReturnType<typeof createHttpClient>, count: number) {
  let results: ModuleResult[] = []
  for await (const message of runSearch({
    type: 'username',
    query: 'someone',
    modules: namedPlatforms(count),
    http,
    env: {},
    ...trustNoHistory(),
  })) {
    if (message.type === 'complete') results = message.results
  }
  return results
}

describe('names in a search, against a resolver that never answers', () => {
  it('costs its wait once: the next search asks nothing and ends at once, couldn’t tell', async () => {
    fake = await startFakeDns({ silent: true })
    const names = createNameResolver({ servers: [fake.server], timeoutMs: 200, tries: 1 })
    const http = createHttpClient({ names })
    try {
      const first = await search(http, 50)
      expect(first).toHaveLength(50)
      expect(first.every((r) => r.status === 'unknown' && r.reason === 'unreachable')).toBe(true)
      expect(fake.questions).toHaveLength(50)
      // Nothing left asking once the search is over: an idle process sends no questions.
      expect(names.pending()).toBe(0)

      const second = await search(http, 50)
      expect(second.every((r) => r.reason === 'unreachable')).toBe(true)
      expect(fake.questions).toHaveLength(50)
    } finally {
      names.close()
      await http.close()
    }
  })
})
