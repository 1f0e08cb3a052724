import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { fileLookupCache } from './lookup-cache.ts'

const dirs: string[] = []
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })))
})
async function tempFile() {
  const dir = await mkdtemp(join(tmpdir(), 'lookup-cache-'))
  dirs.push(dir)
  return join(dir, 'nested', 'cache.json')
}

describe('the CLI’s cache on disk', () => {
  it('starts cold from a missing or damaged file, and says nothing of it', async () => {
    const path = await tempFile()
    expect(await fileLookupCache(path).canaries.load(0)).toEqual([])
    await fileLookupCache(path).flush()
    await writeFile(path, '{"version": 1, "canaries": "not a list"')
    expect(await fileLookupCache(path).latency.load(0)).toEqual([])
  })

  it('keeps the newer of two records for a platform, and only those still in time', async () => {
    const path = await tempFile()
    const first = fileLookupCache(path)
    await first.canaries.save({ module: 'a', state: 'fail', checkedAt: 2000, detail: 'newer' })
    await first.canaries.save({ module: 'a', state: 'pass', checkedAt: 1000, detail: 'older' })
    await first.canaries.save({ module: 'b', state: 'pass', checkedAt: 10, detail: 'stale' })
    await first.flush()
    const next = fileLookupCache(path)
    expect(await next.canaries.load(100)).toEqual([
      { module: 'a', state: 'fail', checkedAt: 2000, detail: 'newer' },
    ])
  })

  it('writes the whole file at once, leaving no temporary file behind', async () => {
    const path = await tempFile()
    const cache = fileLookupCache(path)
    await cache.latency.save([{ module: 'a', answeredMs: [120], updatedAt: 5 }])
    await cache.flush()
    expect(JSON.parse(await readFile(path, 'utf8'))).toMatchObject({
      version: 1,
      latency: [{ module: 'a', answeredMs: [120] }],
    })
    expect(await readdir(join(path, '..'))).toEqual(['cache.json'])
  })
})
