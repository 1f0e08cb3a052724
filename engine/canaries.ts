import { randomInt } from 'node:crypto'
import { isPlatformVerdict } from '../shared/coverage.ts'
import type { EngineHttp } from './http.ts'
import { sampleFrom, type LatencyBook } from './latency-history.ts'
import { DEFAULT_MODULE_TIMEOUT_MS, runModule } from './run-module.ts'
import type { DnsResolver, LookupModule, ModuleResult } from './types.ts'

/**
 * Run-time canaries: before a check's verdict is believed, the engine makes sure the check
 * still works right now. A certainly absent name (random) must come back not_found, and the
 * module's known account must come back found, both from the platform's own answer. A site
 * that now answers 200 for everyone, 404 for everyone, or a wall, fails and gives no verdict
 * until it passes again. Canaries run once per module per `ttlMs`, concurrently with the
 * search that needs them, shared by every search of the process and, through a store, by
 * every instance on one database.
 */

export type CanaryState = 'pass' | 'fail' | 'inconclusive'

export interface CanaryRecord {
  module: string
  state: CanaryState
  /** When it was decided, ms since the epoch. */
  checkedAt: number
  /** What each side answered, in one line. */
  detail: string
}

/** Where canary outcomes are shared between processes (the server keeps them in its database). */
export interface CanaryStore {
  /** The records checked since `since` (ms since the epoch). */
  load(since: number): Promise<CanaryRecord[]>
  save(record: CanaryRecord): Promise<void>
}

export interface CanaryOptions {
  /** The client canaries use: their own, since they outlive any one search. */
  http: EngineHttp
  env?: Readonly<Record<string, string | undefined>>
  dns?: DnsResolver
  store?: CanaryStore
  /** How long a pass or a fail holds (default 10 minutes). */
  ttlMs?: number
  /** How long an inconclusive canary holds before it is tried again (default 1 minute). */
  retryMs?: number
  /** Each side's own timeout (default: the module's, or 15 s). */
  timeoutMs?: number
  now?: () => number
  /**
   * Where the sides' answer times are recorded: a canary waits a module's whole timeout, so
   * it measures a slow platform that a search's deadline would cut off.
   */
  latency?: LatencyBook
  /** Reports a store that failed: canaries still work from memory. */
  onStoreError?: (err: unknown) => void
}

const TEN_MINUTES = 10 * 60_000

/**
 * Modules whose verdicts canaries vouch for: every check that asks a platform, except the paid
 * providers, whose every request costs the operator money and whose answers are structured
 * records rather than pages that can silently change.
 */
export function needsCanary(module: LookupModule): boolean {
  return !module.local && module.kind !== 'provider'
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'
function randomName(length: number): string {
  // Starts with a letter: many sites refuse a name that starts with a digit.
  let out = ALPHABET[randomInt(26)] as string
  while (out.length < length) out += ALPHABET[randomInt(ALPHABET.length)]
  return out
}

/** Names no one has, longest first; shorter ones for sites whose name rules cap the length. */
export function absentCandidates(module: LookupModule, type: string): string[] {
  if (type === 'email') {
    const domain = module.fixtures.absent.split('@')[1] ?? 'gmail.com'
    return [`${randomName(24)}@${domain}`, `${randomName(12)}@${domain}`]
  }
  if (type === 'username') {
    return [randomName(24), randomName(16), randomName(12), randomName(9), module.fixtures.absent]
  }
  return [module.fixtures.absent]
}

export function createCanaries(options: CanaryOptions) {
  const ttlMs = options.ttlMs ?? TEN_MINUTES
  const retryMs = options.retryMs ?? 60_000
  const now = options.now ?? Date.now
  const known = new Map<string, CanaryRecord>()
  const running = new Map<string, Promise<CanaryRecord>>()
  let loaded: Promise<void> | undefined
  let loadedAt = 0
  let closed = false

  const lifetime = (record: CanaryRecord) => (record.state === 'inconclusive' ? retryMs : ttlMs)
  const fresh = (record: CanaryRecord | undefined): record is CanaryRecord =>
    record !== undefined && now() - record.checkedAt < lifetime(record)
  /**
   * In its last fifth of life a record is renewed in the background while it still vouches,
   * so steady traffic never waits for a cold canary.
   */
  const ageing = (record: CanaryRecord) => now() - record.checkedAt > 0.8 * lifetime(record)

  /** Reads what other processes learnt, at most once per retry period. */
  function loadShared(): Promise<void> {
    if (!options.store) return Promise.resolve()
    if (loaded && now() - loadedAt < retryMs) return loaded
    loadedAt = now()
    loaded = options.store
      .load(now() - ttlMs)
      .then((records) => {
        for (const record of records) {
          const mine = known.get(record.module)
          if (!mine || mine.checkedAt < record.checkedAt) known.set(record.module, record)
        }
      })
      .catch((err: unknown) => options.onStoreError?.(err))
    return loaded
  }

  async function side(module: LookupModule, query: string): Promise<ModuleResult> {
    const timeoutMs = module.timeoutMs ?? options.timeoutMs ?? DEFAULT_MODULE_TIMEOUT_MS
    const result = await runModule({
      module,
      query,
      type: module.types[0] ?? 'username',
      http: options.http,
      env: options.env ?? {},
      ...(options.dns ? { dns: options.dns } : {}),
      timeoutMs,
    })
    const sample = closed ? undefined : sampleFrom(module.id, result, timeoutMs)
    if (sample) options.latency?.record(sample)
    return result
  }

  /** The absent side: the first random name the platform itself judges. */
  async function absentSide(module: LookupModule): Promise<ModuleResult | 'untestable'> {
    for (const name of absentCandidates(module, module.types[0] ?? 'username')) {
      const result = await side(module, name)
      // Refused by the module's own name rules, without a request: try a shorter name.
      if ((result.status === 'found' || result.status === 'not_found') && !result.evidence?.url)
        continue
      return result
    }
    return 'untestable'
  }

  async function run(module: LookupModule): Promise<CanaryRecord> {
    const [present, absent] = await Promise.all([
      side(module, module.fixtures.present),
      absentSide(module),
    ])
    const record = (state: CanaryState, detail: string): CanaryRecord => ({
      module: module.id,
      state,
      checkedAt: now(),
      detail,
    })
    const said = (r: ModuleResult) =>
      r.status === 'unknown' || r.status === 'error'
        ? `${r.status} (${r.reason ?? r.message ?? ''})`
        : r.status
    if (absent !== 'untestable' && absent.status === 'found') {
      return record('fail', 'a made-up name came back found: the site answers every name alike')
    }
    if (present.status === 'not_found') {
      return record('fail', `its known account ${module.fixtures.present} came back not found`)
    }
    if (!isPlatformVerdict(present) || present.status !== 'found') {
      return record('inconclusive', `the known account answered ${said(present)}`)
    }
    if (absent !== 'untestable' && !isPlatformVerdict(absent)) {
      return record('inconclusive', `a made-up name answered ${said(absent)}`)
    }
    return record('pass', 'known account found, made-up name not found')
  }

  /** The module's canary run: the one already under way, or a new one. */
  function start(module: LookupModule): Promise<CanaryRecord> {
    let pending = running.get(module.id)
    if (!pending) {
      pending = run(module)
        .then(async (record) => {
          // After close its client is gone: what it says then is about the stop, not the site.
          if (closed) return record
          known.set(module.id, record)
          await options.store?.save(record).catch((err: unknown) => options.onStoreError?.(err))
          return record
        })
        .finally(() => running.delete(module.id))
      running.set(module.id, pending)
    }
    return pending
  }

  return {
    /**
     * The canary for one module: the record when fresh, else the one already running, else a
     * new run. Null for modules canaries do not cover.
     */
    async check(module: LookupModule): Promise<CanaryRecord | null> {
      if (!needsCanary(module)) return null
      let record = known.get(module.id)
      if (!fresh(record)) {
        await loadShared()
        record = known.get(module.id)
      }
      if (fresh(record)) {
        if (ageing(record)) void start(module)
        return record
      }
      return start(module)
    },

    /**
     * Stops recording outcomes, before the client closes under canaries still running: their
     * failed requests must not be stored, for every instance, as the site's fault.
     */
    close() {
      closed = true
    },

    /** Canaries running now. */
    pending: (): number => running.size,

    /** Waits for every canary running now (the CLI before it exits, the benchmark). */
    async settled(): Promise<void> {
      while (running.size) await Promise.allSettled([...running.values()])
    },

    /** Everything known now, for the live check's table. */
    table(): CanaryRecord[] {
      return [...known.values()].sort((a, b) => a.module.localeCompare(b.module))
    },
  }
}

export type Canaries = ReturnType<typeof createCanaries>

/**
 * A verdict the canary does not vouch for becomes unknown (site_unreliable). Results that
 * are not verdicts, or were decided without asking the platform, pass unchanged.
 */
export function vouch(result: ModuleResult, canary: CanaryRecord | null): ModuleResult {
  if (!canary || canary.state === 'pass' || !isPlatformVerdict(result)) return result
  const { evidence: _evidence, spec_format: _records, ...rest } = result
  return {
    ...rest,
    status: 'unknown',
    reason: 'site_unreliable',
    message:
      canary.state === 'fail'
        ? `this check failed its self-test: ${canary.detail}`
        : `could not confirm this check works right now: ${canary.detail}`,
  }
}
