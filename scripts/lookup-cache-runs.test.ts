import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import { afterAll, describe, expect, it } from 'vitest'
import { mockPlatform } from '../engine/testing/mock-platform.ts'
import { fakeModule, never, NOT_FOUND } from '../engine/testing/fake-module.ts'
import type { LookupModule } from '../engine/types.ts'
import type { LatencySummary } from '../engine/latency-history.ts'
import { main } from './lookup.ts'

const platform = mockPlatform()
afterAll(() => platform.close())

/** Ten platforms that answer at once, and one that never does (5 s timeout). */
const catalogue: LookupModule[] = [
  ...Array.from({ length: 10 }, (_, i) => fakeModule(`quick-${i}`, async () => NOT_FOUND)),
  fakeModule('stuck', never, { timeoutMs: 5000 }),
]

function io(cachePath: string) {
  const err: string[] = []
  const stderr = new PassThrough()
  stderr.on('data', (c: Buffer) => err.push(c.toString()))
  return {
    io: { stdout: new PassThrough(), stderr, env: {}, catalogue, http: platform.http, cachePath },
    err: () => err.join(''),
  }
}

describe('the CLI between runs', () => {
  it('keeps no self-test running for a platform that never answered: the report is the end', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lookup-runs-'))
    const cachePath = join(dir, 'cache.json')
    try {
      const first = io(cachePath)
      expect(await main(['username', 'carol'], first.io)).toBe(0)
      // Its check was cut off long before its timeout; a canary is only asked about a
      // verdict, so none waits the timeout out before the CLI may exit.
      expect(first.err()).not.toMatch(/finishing \d+ self-tests/)
      const saved = JSON.parse(await readFile(cachePath, 'utf8')) as { latency: LatencySummary[] }
      // What the quick platforms took is kept for the next run.
      expect(saved.latency.map((s) => s.module)).toContain('quick-0')
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }, 20_000)
})
