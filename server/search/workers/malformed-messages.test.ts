import { describe, expect, it } from 'vitest'
import type { StreamMessage } from '../../../engine/types.ts'
import { loopbackWorkersForFile } from '../../../tests/support/loopback-workers.ts'

const warnings: string[] = []
const loopback = loopbackWorkersForFile(
  new URL('../../../tests/support/rogue-worker-engine.ts', import.meta.url),
  {
    workers: 1,
    // `hang` is known to hang: a search is not held up by it for long.
    latency: { expectations: () => ({ hang: { kind: 'hung' } }), record: () => undefined },
    warn: (message) => warnings.push(message),
  },
)

async function search(query: string, signal = new AbortController().signal) {
  const messages: StreamMessage[] = []
  const type = query.includes('@') ? 'email' : 'username'
  for await (const message of loopback.pool.engine({ type, query, signal, timeoutS: 30 })) {
    messages.push(message)
  }
  return messages
}

describe('a search worker that sends malformed messages', () => {
  it('fails only the search a malformed message names; the worker runs the others on', async () => {
    // An email search only waits on the platform that never answers: it stays running.
    const stop = new AbortController()
    const held = search('held@example.com', stop.signal)
    await expect
      .poll(() => loopback.platform.holding('held@example.com'), { timeout: 50_000 })
      .toBe(1)

    await expect(search('rogue')).rejects.toThrow(
      /^the search worker sent a malformed message: message\.data\.\w+: /,
    )
    expect(warnings).toContainEqual(expect.stringMatching(/^search worker sent a malformed/))
    expect(loopback.platform.holding('held@example.com')).toBe(1)
    expect(loopback.pool.load()).toEqual([1])

    const after = await search('someone')
    expect(after.at(-1)).toMatchObject({ type: 'complete', total: 2 })
    stop.abort()
    await held
    expect(loopback.pool.load()).toEqual([0])
  }, 60_000)

  it('logs and drops a malformed message that names no search', async () => {
    // The worker sent it as it started, before this search's messages.
    expect((await search('someone')).at(-1)).toMatchObject({ type: 'complete' })
    expect(warnings).toContain(
      'search worker sent a malformed message (message: Invalid input: expected object, received string)',
    )
  })
})
