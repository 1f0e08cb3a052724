import { isPlatformVerdict } from '../../shared/coverage.ts'
import type { EngineHttp } from '../http/client.ts'
import { sampleFrom, type LatencyBook } from '../timing/latency-history.ts'
import { DEFAULT_MODULE_TIMEOUT_MS, runModule } from '../run-module.ts'
import { twinShape, twinsOf, type Twins } from './twins.ts'
import type { DnsResolver, LookupModule, ModuleResult, QueryType } from '../types.ts'

/**
 * Run-time canaries: before a check's verdict is believed, the engine makes sure the check
 * tells names apart right now, from the platform's own answers. A "found" stands only if a
 * twin of the query (a made-up name of its own shape, engine/vouching/twins.ts) comes back not found
 * by the same rule: a site that answers any name of that shape with a page repeating it is
 * `site_unreliable` for such names. A "not found" stands only if the module's known account
 * comes back found: a site that now answers 404 for everyone, or a wall, gives no verdict
 * until it passes again. Each side runs once per `ttlMs` (the twin per module and shape, the
 * known account per module), after the check and on the check's client, shared by every
 * search of the process and, through a store, by every instance on one database.
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

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/** The key a module's twin record is kept under, beside its own (the known account's). */
const twinKey = (moduleId: string, shape: string): string => `${moduleId} ${shape}`

/** What the engine asks a canary to vouch for: one check's verdict on one query. */
export interface Question {
  type: QueryType
  query: string
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

  async function side(module: LookupModule, query: string, type: QueryType) {
    const timeoutMs = module.timeoutMs ?? options.timeoutMs ?? DEFAULT_MODULE_TIMEOUT_MS
    const result = await runModule({
      module,
      query,
      type,
      http: options.http,
      env: options.env ?? {},
      ...(options.dns ? { dns: options.dns } : {}),
      timeoutMs,
    })
    const sample = closed ? undefined : sampleFrom(module.id, result, timeoutMs)
    if (sample) options.latency?.record(sample)
    return result
  }

  const said = (r: ModuleResult) =>
    r.status === 'unknown' || r.status === 'error'
      ? `${r.status} (${r.reason ?? r.message ?? ''})`
      : r.status
  const make = (key: string, state: CanaryState, detail: string): CanaryRecord => ({
    module: key,
    state,
    checkedAt: now(),
    detail,
  })

  /** The known-account side: the module's own account must come back found. */
  async function presentSide(module: LookupModule): Promise<CanaryRecord> {
    const type = module.types[0] ?? 'username'
    const present = await side(module, module.fixtures.present, type)
    if (present.status === 'not_found') {
      return make(
        module.id,
        'fail',
        `this check failed its self-test: its known account ${module.fixtures.present} came back not found`,
      )
    }
    if (!isPlatformVerdict(present) || present.status !== 'found') {
      return make(module.id, 'inconclusive', `the known account answered ${said(present)}`)
    }
    return make(module.id, 'pass', 'its known account was found')
  }

  /**
   * The twin side: made-up names of the query's shape, asked one after another the way the
   * check was asked, until one comes back not found. A short shape has a few (a random
   * three-letter name may be someone's); every one found means the site answers any name
   * of this shape alike.
   */
  async function twinSide(
    key: string,
    module: LookupModule,
    type: QueryType,
    twins: Twins,
  ): Promise<CanaryRecord> {
    let found = 0
    for (const name of twins.names) {
      const result = await side(module, name, type)
      // Decided by the module's own name rules, without a request: that says nothing.
      if (
        !isPlatformVerdict(result) &&
        (result.status === 'found' || result.status === 'not_found')
      )
        continue
      if (result.status === 'not_found') {
        return make(key, 'pass', `a made-up name like this one (${name}) came back not found`)
      }
      if (result.status === 'found') {
        found++
        continue
      }
      return make(key, 'inconclusive', `a made-up name like this one answered ${said(result)}`)
    }
    if (!found) return make(key, 'inconclusive', 'no made-up name of this shape could be asked')
    return make(
      key,
      'fail',
      `it answers any name like this one: ${found === 1 ? 'a made-up name' : `${found} made-up names`} came back found`,
    )
  }

  /** The record under `key`, run by `run` unless one is under way; stored when `share`. */
  function start(key: string, run: () => Promise<CanaryRecord>, share: boolean) {
    let pending = running.get(key)
    if (!pending) {
      pending = run()
        .then(async (record) => {
          // After close its client is gone: what it says then is about the stop, not the site.
          if (closed) return record
          known.set(key, record)
          if (share) {
            await options.store?.save(record).catch((err: unknown) => options.onStoreError?.(err))
          }
          return record
        })
        .finally(() => running.delete(key))
      running.set(key, pending)
    }
    return pending
  }

  /** The record when fresh (renewed in the background when ageing), else a run's. */
  async function recordFor(
    key: string,
    run: () => Promise<CanaryRecord>,
    share: boolean,
  ): Promise<CanaryRecord> {
    let record = known.get(key)
    if (!fresh(record) && share) {
      await loadShared()
      record = known.get(key)
    }
    if (fresh(record)) {
      if (ageing(record)) void start(key, run, share)
      return record
    }
    return start(key, run, share)
  }

  const present = (module: LookupModule) => recordFor(module.id, () => presentSide(module), true)

  /**
   * A "not found" that stands is what a twin would have shown: a name of this shape the site
   * tells apart. It vouches for the shape as a twin would, for the twin's time to live, so a
   * later "found" of the same shape asks nothing more. The record names no name.
   */
  function standsForTwin(module: LookupModule, question: Question) {
    const shape = twinShape(question.type, question.query)
    if (!shape || closed) return
    const key = twinKey(module.id, shape.shape)
    if (fresh(known.get(key)) || running.has(key)) return
    const record = make(key, 'pass', 'a name like this one came back not found')
    known.set(key, record)
    if (shape.shareable) {
      void options.store?.save(record).catch((err: unknown) => options.onStoreError?.(err))
    }
  }

  function twin(module: LookupModule, question: Question): Promise<CanaryRecord> | null {
    const twins = twinsOf(question.type, question.query)
    if (!twins) return null
    const key = twinKey(module.id, twins.shape)
    return recordFor(key, () => twinSide(key, module, question.type, twins), twins.shareable)
  }

  return {
    /**
     * Vouches for one check's verdict on one query: a "found" stands only if a twin of the
     * query's shape comes back not found (cached per module and shape), a "not found" only
     * if the module's known account comes back found (cached per module). Asked after the
     * check, on the same client, so the check's connection serves them (a slow platform's
     * were asked beside its check: `beside`). Results that are not platform verdicts, and
     * modules canaries do not cover, pass unchanged.
     */
    async confirm(
      module: LookupModule,
      question: Question,
      result: ModuleResult,
    ): Promise<ModuleResult> {
      if (!needsCanary(module) || !isPlatformVerdict(result)) return result
      // The check's connection goes back to its pool a turn after its answer was read: asked
      // any sooner, the canary would open (and shake hands on) a connection of its own.
      await nextTurn()
      if (result.status === 'found') {
        const record = await (twin(module, question) ??
          Promise.resolve(
            make(module.id, 'inconclusive', 'the query has no shape to make a name of'),
          ))
        return vouch(result, record)
      }
      const record = await present(module)
      if (record.state === 'pass') standsForTwin(module, question)
      return vouch(result, record)
    },

    /**
     * Starts what a verdict of this check would wait for (its twin, its known account) while
     * the check is still out: for the slowest platforms of a search
     * (engine/vouching/beside.ts). Whatever is fresh or already asked asks nothing again;
     * `confirm` then finds the records made or under way.
     */
    beside(module: LookupModule, question: Question): void {
      if (!needsCanary(module) || closed) return
      void twin(module, question)
      void present(module)
    },

    /**
     * The module's whole self-test, for the live check and the CLI's table: its known
     * account must be found and a made-up name of that account's shape must not be. Null for
     * modules canaries do not cover.
     */
    async check(module: LookupModule): Promise<CanaryRecord | null> {
      if (!needsCanary(module)) return null
      const type = module.types[0] ?? 'username'
      const [own, made] = await Promise.all([
        present(module),
        twin(module, { type, query: module.fixtures.present }) ?? present(module),
      ])
      const worst = [own, made].find((r) => r.state === 'fail') ??
        [own, made].find((r) => r.state === 'inconclusive') ?? {
          ...own,
          detail: 'its known account was found and a made-up name like it was not',
        }
      return { ...worst, module: module.id, checkedAt: Math.min(own.checkedAt, made.checkedAt) }
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
        ? canary.detail
        : `could not confirm this check works right now: ${canary.detail}`,
  }
}
