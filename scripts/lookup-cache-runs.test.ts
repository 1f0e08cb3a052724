import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { mockPlatform } from '../engine/mock-platform.ts'
import { fakeModule, never, NOT_FOUND } from '../engine/testing/fake-module.ts'
import type { LookupModule } from '../engine/types.ts'
import type { LatencySummary } from '../engine/timing/latency-history.ts'
import { learnersRunning } from '../engine/timing/learners.ts'
import { main } from './lookup.ts'
import { cliIo } from '../tests/support/cli-io.ts'

const platform = mockPlatform()
afterAll(() => platform.close())

/**
 * Ten platforms that answer at once, and one that never does. Its timeout is a minute: a run
 * that waited for its self-test or its learner to time out would not end inside the test's.
 */
const catalogue: LookupModule[] = [
  ...Array.from({ length: 10 }, (_, i) => fakeModule(`quick-${i}`, async () => NOT_FOUND)),
  fakeModule('stuck', never, { timeoutMs: 60_000 }),
]

const io = (cachePath: string) => cliIo({ catalogue, http: platform.http, cachePath })

const stuckResult = (out: string) =>
  out
    .split('\n')
    .filter((line) => line.includes('"type":"result"'))
    .map((line) => (JSON.parse(line) as { data: { module: string; message?: string } }).data)
    .find((r) => r.module === 'stuck')

describe('the CLI between runs', () => {
  it('returns with its report: what still learns hands its silence to the cache and ends', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lookup-runs-'))
    const cachePath = join(dir, 'cache.json')
    try {
      const first = io(cachePath)
      expect(await main(['username', 'carol', '--json'], first.io)).toBe(0)
      expect(learnersRunning()).toBe(0)
      // A canary is only asked about a verdict: none waits a timeout out before the exit.
      expect(first.err()).not.toMatch(/finishing \d+ self-tests/)
      // Cut off at its straggler deadline, its check learnt only silence; that is kept.
      const saved = JSON.parse(await readFile(cachePath, 'utf8')) as { latency: LatencySummary[] }
      expect(saved.latency.find((s) => s.module === 'stuck')?.lastHungAt).toBeGreaterThan(0)

      // The next run knows it: it is not waited for once the others have answered.
      const second = io(cachePath)
      expect(await main(['username', 'dave', '--json'], second.io)).toBe(0)
      expect(stuckResult(second.out())?.message).toMatch(/has not answered lately/)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }, 20_000)
})
