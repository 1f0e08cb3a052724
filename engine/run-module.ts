import { BlockedError, RequestRefusedError, type EngineHttp } from './http/client.ts'
import { foundCleanup } from './platform-facts/cleanup.ts'
import { rankOf } from './platform-facts/popularity.ts'
import { DEFAULT_EMAIL_CONCURRENCY, enterGate } from './timing/module-gate.ts'
import { networkFailure } from './http/network-failure.ts'
import { withPersonLinks } from './leads/person-links.ts'
import { withProfileAddress } from './profile-url-fallback.ts'
import { evidenceFrom, localEvidence, type Exchange } from './verdicts/evidence.ts'
import { answerSays, sayingVerdict } from './sites/answer-says.ts'
import type {
  DnsResolver,
  LookupModule,
  ModuleResult,
  Outcome,
  QueryType,
  UnknownReason,
} from './types.ts'
import { queryShapeProblem } from '../shared/query-shape.ts'

export const DEFAULT_MODULE_TIMEOUT_MS = 15_000

export interface RunModuleOptions {
  module: LookupModule
  query: string
  type: QueryType
  http: EngineHttp
  env?: Readonly<Record<string, string | undefined>>
  dns?: DnsResolver
  /** The search's signal: aborting it cancels this module's requests at once. */
  signal?: AbortSignal
  timeoutMs?: number
  now?: () => number
}

class ModuleTimeout extends Error {}

/**
 * Why a finished check's own signal is aborted (to end whatever it left running). One shared
 * reason: aborting without one builds a DOMException, stack trace and all, for every check.
 */
const CHECK_ENDED = new Error('the check has ended')

/** The module's own limit, or the email checks' default; undefined when none applies. */
function concurrencyOf(module: LookupModule, type: QueryType): number | undefined {
  if (module.maxConcurrent !== undefined) return module.maxConcurrent
  if (type === 'email' && !module.local && module.kind === 'module')
    return DEFAULT_EMAIL_CONCURRENCY
  return undefined
}

/**
 * Runs one module in isolation: its own timeout and AbortSignal, every throw caught.
 * Never rejects; always answers a ModuleResult with a closed status.
 */
export async function runModule(options: RunModuleOptions): Promise<ModuleResult> {
  const { module, query, type, http } = options
  const now = options.now ?? Date.now
  const started = now()
  const timeoutMs = module.timeoutMs ?? options.timeoutMs ?? DEFAULT_MODULE_TIMEOUT_MS
  const controller = new AbortController()
  const onParentAbort = () => controller.abort(options.signal?.reason)
  options.signal?.addEventListener('abort', onParentAbort, { once: true })
  if (options.signal?.aborted) controller.abort(options.signal.reason)

  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const reason = new ModuleTimeout(`no answer within ${Math.round(timeoutMs / 1000)} s`)
      controller.abort(reason)
      reject(reason)
    }, timeoutMs)
  })
  const aborted = new Promise<never>((_, reject) => {
    if (controller.signal.aborted) reject(controller.signal.reason)
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), {
      once: true,
    })
  })

  let outcome: Outcome
  // The last answer the module saw: the one its verdict is read from.
  let lastExchange: Exchange | undefined
  // Callers validate queries first; this guard means no module ever builds a request from
  // something that is not an address or a number.
  const malformed = queryShapeProblem(type, query)
  // The place at the platform's gate, released when the check ends, however it ends (a place
  // granted after the check timed out is given straight back).
  let leave: (() => void) | undefined
  let finished = false
  try {
    if (malformed) throw new RequestRefusedError(malformed)
    const limit = concurrencyOf(module, type)
    if (limit !== undefined) {
      const entering = enterGate(module.id, limit, controller.signal)
      entering.then(
        (release) => (finished ? release() : (leave = release)),
        () => undefined,
      )
      await Promise.race([entering, deadline, aborted])
    }
    const run = module.run({
      query,
      type,
      signal: controller.signal,
      http: http.forModule(module.hosts, controller.signal, (exchange) => {
        lastExchange = exchange
      }),
      dns: options.dns ?? http.dns(controller.signal),
      env: options.env ?? {},
    })
    // A module that ignores its signal still cannot hold the search: the race ends it.
    outcome = await Promise.race([run, deadline, aborted])
  } catch (err) {
    outcome = toOutcome(err, controller.signal)
  } finally {
    finished = true
    leave?.()
    clearTimeout(timer)
    options.signal?.removeEventListener('abort', onParentAbort)
    controller.abort(CHECK_ENDED)
  }
  // Keep unhandled rejections of the losing promises quiet.
  deadline.catch(() => undefined)
  aborted.catch(() => undefined)

  const base = {
    module: module.id,
    name: module.name,
    category: module.category,
    timestamp: new Date(now()).toISOString(),
    elapsed_ms: Math.max(0, Math.round(now() - started)),
    ...(module.local ? { local: true as const } : {}),
    ...(module.finding ? { finding: module.finding } : {}),
    ...(rankOf(module) ? { rank: rankOf(module) } : {}),
  }
  const evidence = (proof: string) =>
    lastExchange ? evidenceFrom(lastExchange, proof) : localEvidence(proof)
  switch (outcome.status) {
    case 'found': {
      if (!outcome.proof || !outcome.records?.length) return noProof(base)
      const against = saidAgainst(module, type, query, lastExchange)
      if (against) return { ...base, status: 'unknown', ...against }
      return withPersonLinks(
        {
          ...base,
          status: 'found',
          spec_format: withProfileAddress(outcome.records, module, query, type),
          evidence: evidence(outcome.proof),
          ...foundCleanup(module),
        },
        { module, query, type, http, ...(options.signal ? { signal: options.signal } : {}) },
      )
    }
    case 'not_found':
      if (!outcome.proof) return noProof(base)
      return { ...base, status: 'not_found', evidence: evidence(outcome.proof) }
    case 'unknown':
      return {
        ...base,
        status: 'unknown',
        reason: outcome.reason,
        message: outcome.message ?? outcome.reason,
      }
    case 'error':
      return { ...base, status: 'error', message: outcome.message }
    default:
      return { ...base, status: 'error', message: 'module answered an invalid status' }
  }
}

/**
 * A username module's "found" read from an answer that says nobody has the name (a JSON
 * `available: true`, a "this account doesn't exist" page, a login wall naming it) does not
 * stand, whatever field the module read the name from: the same rule the manifest's sites
 * follow (engine/sites/answer-says.ts). Sites have applied it already.
 */
function saidAgainst(
  module: LookupModule,
  type: QueryType,
  query: string,
  exchange: Exchange | undefined,
): { reason: UnknownReason; message: string } | null {
  // An error status the module read on purpose (a deactivated account's 400) is its own rule.
  if (type !== 'username' || module.kind !== 'module' || !exchange?.text) return null
  if (exchange.status < 200 || exchange.status > 299) return null
  const said = answerSays(exchange.text, query)
  return said && sayingVerdict(said)
}

/** A verdict that names no proof is not one: the module is at fault, and says so. */
function noProof(base: Omit<ModuleResult, 'status'>): ModuleResult {
  return { ...base, status: 'error', message: 'module gave a verdict without proof' }
}

function toOutcome(err: unknown, signal: AbortSignal): Outcome {
  if (err instanceof ModuleTimeout || signal.reason instanceof ModuleTimeout) {
    return { status: 'unknown', reason: 'timeout', message: (signal.reason as Error).message }
  }
  if (err instanceof BlockedError)
    return { status: 'unknown', reason: err.reason, message: err.message }
  if (err instanceof RequestRefusedError) return { status: 'error', message: err.message }
  if (signal.aborted) return { status: 'error', message: 'search cancelled' }
  const network = networkFailure(err)
  if (network) return { status: 'unknown', ...network }
  const message = err instanceof Error ? err.message : String(err)
  return { status: 'error', message: message.slice(0, 200) || 'module failed' }
}
