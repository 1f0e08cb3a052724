/**
 * Live check: asks the real platforms about each module's known-present and known-absent
 * fixtures, runs each module's canary (its known account and a made-up name, as the engine
 * does before believing a verdict), and prints what was expected against what came back, so an
 * operator with internet access can find entries that broke.
 *
 *   npm run lookups:check [-- --modules a,b] [--concurrency N] [--timeout S] [--json]
 *
 * Exit code: 0 all confirmed, 1 some gave the wrong verdict, 3 none wrong but some could not
 * be checked (blocked, timed out, network errors: always the case offline), 2 bad arguments.
 */
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { createCanaries, type CanaryRecord } from '../engine/vouching/canaries.ts'
import { createHttpClient, dnsServersFrom, type EngineHttp } from '../engine/http/client.ts'
import { UnknownModuleError, allModules } from '../engine/registry.ts'
import { runModule } from '../engine/run-module.ts'
import type { LookupModule, ModuleResult } from '../engine/types.ts'
import { SEARCH_BUDGET_S } from '../shared/search-budget.ts'

export type FixtureVerdict = 'ok' | 'wrong' | 'unchecked'
export type ModuleVerdict = 'ok' | 'broken' | 'unchecked'

export interface FixtureCheck {
  query: string
  expected: 'found' | 'not_found'
  result: ModuleResult
  verdict: FixtureVerdict
}

export interface ModuleCheck {
  module: LookupModule
  present: FixtureCheck
  absent: FixtureCheck
  /** The run-time canary; null for modules it does not cover (local checks, paid providers). */
  canary: CanaryRecord | null
  verdict: ModuleVerdict
}

/** A verdict is right or wrong; unknown and error answers could not check anything. */
export function fixtureVerdict(
  expected: 'found' | 'not_found',
  result: ModuleResult,
): FixtureVerdict {
  if (result.status === expected) return 'ok'
  if (result.status === 'found' || result.status === 'not_found') return 'wrong'
  return 'unchecked'
}

export function moduleVerdict(
  present: FixtureVerdict,
  absent: FixtureVerdict,
  canary: CanaryRecord | null = null,
): ModuleVerdict {
  if (present === 'wrong' || absent === 'wrong' || canary?.state === 'fail') return 'broken'
  if (present === 'ok' && absent === 'ok' && canary?.state !== 'inconclusive') return 'ok'
  return 'unchecked'
}

/** Runs tasks with at most `limit` in flight. */
async function pool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>) {
  const out = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      out[i] = await work(items[i] as T)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return out
}

export interface CheckOptions {
  http: EngineHttp
  concurrency?: number
  timeoutMs?: number
  env?: Readonly<Record<string, string | undefined>>
  onProgress?: (done: number, total: number) => void
}

/** Probes both fixtures of every module, concurrently but bounded. */
export async function checkModules(
  modules: readonly LookupModule[],
  options: CheckOptions,
): Promise<ModuleCheck[]> {
  const tasks = modules.flatMap((module) => [
    { module, query: module.fixtures.present, expected: 'found' as const },
    { module, query: module.fixtures.absent, expected: 'not_found' as const },
  ])
  let done = 0
  const canaries = createCanaries({
    http: options.http,
    env: options.env ?? {},
    timeoutMs: options.timeoutMs ?? 15_000,
  })
  const canaryRecords = pool(modules, options.concurrency ?? 16, (m) => canaries.check(m))
  const checks = await pool(tasks, options.concurrency ?? 16, async (task) => {
    const result = await runModule({
      module: task.module,
      query: task.query,
      type: task.module.types[0] ?? 'username',
      http: options.http,
      env: options.env ?? {},
      timeoutMs: options.timeoutMs ?? 15_000,
    })
    options.onProgress?.(++done, tasks.length)
    return { ...task, result, verdict: fixtureVerdict(task.expected, result) }
  })
  const records = await canaryRecords
  return modules.map((module, i) => {
    const present = checks[2 * i] as FixtureCheck
    const absent = checks[2 * i + 1] as FixtureCheck
    const canary = records[i] ?? null
    return {
      module,
      present,
      absent,
      canary,
      verdict: moduleVerdict(present.verdict, absent.verdict, canary),
    }
  })
}

function describeResult(r: ModuleResult): string {
  if (r.status === 'unknown') return `unknown (${r.reason ?? '?'})`
  if (r.status === 'error') return `error: ${(r.message ?? '').slice(0, 60)}`
  return r.status
}

export function formatReport(checks: readonly ModuleCheck[]): string {
  const rows = [
    ['MODULE', 'KIND', 'PRESENT: EXPECTED → GOT', 'ABSENT: EXPECTED → GOT', 'CANARY', 'VERDICT'],
    ...checks.map((c) => [
      c.module.id,
      c.module.kind,
      `${c.present.query}: found → ${describeResult(c.present.result)}`,
      `${c.absent.query}: not_found → ${describeResult(c.absent.result)}`,
      c.canary ? `${c.canary.state}: ${c.canary.detail}` : '—',
      c.verdict.toUpperCase(),
    ]),
  ]
  const widths = (rows[0] ?? []).map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)))
  const lines = rows.map((r) =>
    r
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd(),
  )
  const count = (v: ModuleVerdict) => checks.filter((c) => c.verdict === v).length
  lines.push(
    '',
    `${checks.length} modules: ${count('ok')} ok, ${count('broken')} broken (wrong verdict), ` +
      `${count('unchecked')} could not be checked`,
  )
  const results = checks.flatMap((c) => [c.present.result, c.absent.result])
  if (results.length && results.every((r) => r.status === 'error')) {
    lines.push('No platform answered at all: this machine looks offline (or LOOKUP_PROXY is down).')
  }
  return lines.join('\n')
}

export function exitCodeFor(checks: readonly ModuleCheck[]): number {
  if (checks.some((c) => c.verdict === 'broken')) return 1
  if (checks.some((c) => c.verdict === 'unchecked')) return 3
  return 0
}

const USAGE = `Usage: npm run lookups:check [-- --modules a,b] [--concurrency N] [--timeout S] [--json]`

export async function main(
  argv: readonly string[],
  io: { stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream; env: NodeJS.ProcessEnv },
): Promise<number> {
  let values
  try {
    ;({ values } = parseArgs({
      args: [...argv],
      strict: true,
      options: {
        modules: { type: 'string' },
        concurrency: { type: 'string', default: '16' },
        timeout: { type: 'string', default: '15' },
        json: { type: 'boolean', default: false },
      },
    }))
  } catch (err) {
    io.stderr.write(`lookups:check: ${(err as Error).message}\n${USAGE}\n`)
    return 2
  }
  const concurrency = Number(values.concurrency)
  const timeoutS = Number(values.timeout)
  if (
    !Number.isInteger(concurrency) ||
    concurrency < 1 ||
    !(timeoutS >= 1 && timeoutS <= SEARCH_BUDGET_S)
  ) {
    io.stderr.write(
      `lookups:check: --concurrency must be a positive integer, --timeout 1 to ${SEARCH_BUDGET_S}\n${USAGE}\n`,
    )
    return 2
  }
  const catalogue = allModules()
  let modules: readonly LookupModule[] = catalogue
  if (values.modules !== undefined) {
    const wanted = values.modules
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean)
    const unknown = wanted.filter((id) => !catalogue.some((m) => m.id === id))
    if (!wanted.length || unknown.length) {
      io.stderr.write(`lookups:check: ${new UnknownModuleError(unknown).message}\n${USAGE}\n`)
      return 2
    }
    modules = catalogue.filter((m) => wanted.includes(m.id))
  }
  const skipped = modules.filter((m) => m.needsKey && !io.env[m.needsKey])
  modules = modules.filter((m) => !skipped.includes(m))
  if (skipped.length) {
    io.stderr.write(
      `skipping ${skipped.length} modules whose API key is not set: ${skipped.map((m) => m.id).join(', ')}\n`,
    )
  }
  const http = createHttpClient({
    proxyUrl: io.env.LOOKUP_PROXY || undefined,
    dnsServers: dnsServersFrom(io.env.LOOKUP_DNS_SERVERS),
  })
  try {
    const checks = await checkModules(modules, {
      http,
      concurrency,
      timeoutMs: timeoutS * 1000,
      env: io.env,
      onProgress: (done, total) => {
        if (done % 50 === 0 || done === total)
          io.stderr.write(`checked ${done}/${total} fixtures\n`)
      },
    })
    if (values.json) {
      for (const c of checks) {
        io.stdout.write(
          `${JSON.stringify({
            id: c.module.id,
            verdict: c.verdict,
            canary: c.canary ? { state: c.canary.state, detail: c.canary.detail } : null,
            present: {
              query: c.present.query,
              got: c.present.result.status,
              reason: c.present.result.reason,
              message: c.present.result.message,
            },
            absent: {
              query: c.absent.query,
              got: c.absent.result.status,
              reason: c.absent.result.reason,
              message: c.absent.result.message,
            },
          })}\n`,
        )
      }
    } else io.stdout.write(`${formatReport(checks)}\n`)
    return exitCodeFor(checks)
  } finally {
    await http.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2), {
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
  }).then(
    (code) => {
      process.exitCode = code
    },
    (err: unknown) => {
      console.error(err)
      process.exitCode = 1
    },
  )
}
