import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { CanaryRecord, CanaryStore } from '../engine/vouching/canaries.ts'
import type { LatencyStore, LatencySummary } from '../engine/timing/latency-history.ts'

/**
 * What the CLI learnt about the platforms, kept on disk between runs: canary outcomes (each
 * valid for its time to live, as the engine decides) and answer times. Without it every run
 * is a cold process: three requests per platform, and no deadline but the module timeout for
 * a platform that hangs.
 */
export interface LookupCache {
  canaries: CanaryStore
  latency: LatencyStore
  /** Writes what this run learnt (merged with what the file held). */
  flush(): Promise<void>
}

interface CacheFile {
  version: 1
  canaries: CanaryRecord[]
  latency: LatencySummary[]
}

async function read(path: string): Promise<CacheFile> {
  try {
    const parsed = JSON.parse(await readFile(path, 'utf8')) as Partial<CacheFile>
    if (parsed.version === 1 && Array.isArray(parsed.canaries) && Array.isArray(parsed.latency)) {
      return parsed as CacheFile
    }
  } catch {
    // Missing or unreadable: a cache, not a source of truth; the run starts cold.
  }
  return { version: 1, canaries: [], latency: [] }
}

export function fileLookupCache(path: string): LookupCache {
  let file: Promise<CacheFile> | undefined
  const load = () => (file ??= read(path))
  const newer = <T extends { module: string }>(list: T[], item: T, at: (x: T) => number) => {
    const i = list.findIndex((x) => x.module === item.module)
    if (i < 0) list.push(item)
    else if (at(list[i] as T) <= at(item)) list[i] = item
  }
  return {
    canaries: {
      load: async (since) => (await load()).canaries.filter((r) => r.checkedAt >= since),
      save: async (record) => newer((await load()).canaries, record, (r) => r.checkedAt),
    },
    latency: {
      load: async (since) => (await load()).latency.filter((s) => s.updatedAt >= since),
      save: async (batch) => {
        const list = (await load()).latency
        for (const summary of batch) newer(list, summary, (s) => s.updatedAt)
      },
    },
    async flush() {
      const data = await load()
      await mkdir(dirname(path), { recursive: true })
      // Whole or not at all: a run cut short never leaves half a file behind.
      const temporary = `${path}.${process.pid}.tmp`
      await writeFile(temporary, JSON.stringify(data))
      await rename(temporary, path)
    },
  }
}
