/**
 * The lookup engine from a terminal.
 *
 *   npm run lookup -- username alice [--json] [--modules a,b] [--timeout S] [--follow N]
 *   npm run lookup -- --list [--json]
 *   npm run lookup -- verify report.json [--key URL|FILE]
 *   npm run lookup -- --recheck report.json [--json] [--timeout S]
 */
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import type { EngineHttp } from '../engine/http/client.ts'
import { UnknownModuleError, allModules, modulesFor } from '../engine/registry.ts'
import { runSearch } from '../engine/run-search.ts'
import { SEARCH_BUDGET_S } from '../shared/search-budget.ts'
import {
  QUERY_TYPES,
  type LookupModule,
  type ModuleResult,
  type QueryType,
} from '../engine/types.ts'
import { checkSearchQuery } from '../shared/search-query.ts'
import { phonePlatformsLine } from '../shared/phone-region.ts'
import { reportCounts } from '../shared/report-counts.ts'
import { catalogueLines, catalogueTable } from './lookup-catalogue.ts'
import {
  MAX_FOLLOW_DEPTH,
  followAnnouncement,
  followLeads,
  leadsAndGroupsLine,
  leadsAndGroupsText,
} from './lookup-follow.ts'
import { FINISH_LEARNING_MS, lookupEngine } from './lookup-engine.ts'
import { foundTable, summaryLine } from './lookup-report.ts'
import { printable } from './lookup-text.ts'
import { readReport, recheckLine, recheckModules, recheckTable } from './lookup-recheck.ts'
import { verifyFile } from './lookup-verify.ts'

export const USAGE = `Usage:
  npm run lookup -- <username|email|phone> <query> [--json] [--modules a,b] [--timeout S] [--follow N]
  npm run lookup -- --list [--json]
  npm run lookup -- verify <report.json> [--key URL|FILE]
  npm run lookup -- --recheck <report.json> [--json] [--timeout S]

  --json         print the stream messages as NDJSON (or the catalogue, one module per line),
                 each search's leads and account groups after them
  --modules a,b  run only these module ids
  --timeout S    the whole search's budget in seconds (1 to ${SEARCH_BUDGET_S}, default ${SEARCH_BUDGET_S})
  --follow N     then search the leads found, N levels deep (1 to ${MAX_FOLLOW_DEPTH}), each identifier once
  --list         print the catalogue of modules and sites
  verify         say whether a report export is exactly what its deployment produced (exit 0)
                 or not (exit 1), by the key the deployment serves at
                 /.well-known/report-signing-key, or the JWK --key names (https URL or file)
  --recheck F    ask again only the platforms where the report in F found an account: still
                 there, gone, or couldn't tell`

export class UsageError extends Error {}

export type LookupArgs =
  | { mode: 'help' }
  | { mode: 'list'; json: boolean }
  | { mode: 'verify'; file: string; key?: string }
  | { mode: 'recheck'; file: string; json: boolean; timeoutS: number }
  | {
      mode: 'search'
      type: QueryType
      query: string
      json: boolean
      modules?: string[]
      timeoutS: number
      /** Levels of leads to search after the query (see lookup-follow.ts). */
      follow?: number
    }

/** Reads the command line; anything it cannot make sense of is a UsageError. */
export function parseLookupArgs(argv: readonly string[]): LookupArgs {
  let parsed
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        json: { type: 'boolean', default: false },
        list: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
        modules: { type: 'string' },
        timeout: { type: 'string' },
        follow: { type: 'string' },
        key: { type: 'string' },
        recheck: { type: 'string' },
      },
    })
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err))
  }
  const { values, positionals } = parsed
  if (values.help) return { mode: 'help' }
  if (values.list) {
    const asked = [values.modules, values.timeout, values.follow]
    if (positionals.length || asked.some((v) => v !== undefined)) {
      throw new UsageError('--list takes no query, --modules, --timeout or --follow')
    }
    return { mode: 'list', json: values.json }
  }
  if (positionals[0] === 'verify') {
    const [, file, ...rest] = positionals
    const asked = [values.modules, values.timeout, values.follow, values.recheck]
    if (!file || rest.length || values.json || asked.some((v) => v !== undefined))
      throw new UsageError('verify takes one report file, and --key at most')
    return { mode: 'verify', file, ...(values.key ? { key: values.key } : {}) }
  }
  if (values.key !== undefined) throw new UsageError('--key goes with verify')
  if (values.recheck !== undefined) {
    if (positionals.length || values.modules !== undefined || values.follow !== undefined)
      throw new UsageError('--recheck takes a report file, and --json or --timeout at most')
    if (!values.recheck) throw new UsageError('--recheck needs a report file')
    return { mode: 'recheck', file: values.recheck, json: values.json, timeoutS: timeoutOf(values) }
  }
  const [type, query, ...extra] = positionals
  if (!type || query === undefined) throw new UsageError('give a query type and a query')
  if (!QUERY_TYPES.includes(type as QueryType)) {
    throw new UsageError(`the query type must be one of ${QUERY_TYPES.join(', ')}, not "${type}"`)
  }
  if (extra.length) throw new UsageError(`one query at a time (unexpected "${extra.join(' ')}")`)
  const check = checkSearchQuery(type as QueryType, query)
  if (!check.ok) throw new UsageError(`invalid ${type}: ${check.message}`)
  const timeoutS = timeoutOf(values)
  const follow = values.follow === undefined ? undefined : Number(values.follow)
  if (
    follow !== undefined &&
    !(Number.isInteger(follow) && follow >= 1 && follow <= MAX_FOLLOW_DEPTH)
  )
    throw new UsageError(`--follow must be a whole number of levels, 1 to ${MAX_FOLLOW_DEPTH}`)
  let modules: string[] | undefined
  if (values.modules !== undefined) {
    modules = values.modules
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean)
    if (!modules.length) throw new UsageError('--modules needs at least one module id')
  }
  return {
    mode: 'search',
    type: type as QueryType,
    query: check.query,
    json: values.json,
    timeoutS,
    ...(modules ? { modules } : {}),
    ...(follow ? { follow } : {}),
  }
}

/** --timeout, checked; the whole budget when not given. */
function timeoutOf(values: { timeout?: string | undefined }): number {
  if (values.timeout === undefined) return SEARCH_BUDGET_S
  const timeoutS = Number(values.timeout)
  if (!/^\d+(\.\d+)?$/.test(values.timeout) || timeoutS < 1 || timeoutS > SEARCH_BUDGET_S) {
    throw new UsageError(`--timeout must be 1 to ${SEARCH_BUDGET_S} seconds`)
  }
  return timeoutS
}

export interface LookupIo {
  stdout: NodeJS.WritableStream
  stderr: NodeJS.WritableStream & { isTTY?: boolean }
  env: Readonly<Record<string, string | undefined>>
  /** Tests inject a catalogue and a mocked client. */
  catalogue?: readonly LookupModule[]
  http?: EngineHttp
  signal?: AbortSignal
  /** Where canary outcomes and answer times are kept between runs; none: every run is cold. */
  cachePath?: string
  /** How `verify` fetches a deployment's key (tests point it at a local server). */
  fetch?: typeof fetch
  /** The process exits once `main` returns (the command line itself). */
  exiting?: boolean
}

/** Runs the command; answers the exit code (2 for usage errors). */
export async function main(argv: readonly string[], io: LookupIo): Promise<number> {
  const write = (stream: NodeJS.WritableStream, text: string) => stream.write(`${text}\n`)
  let args: LookupArgs
  try {
    args = parseLookupArgs(argv)
  } catch (err) {
    if (!(err instanceof UsageError)) throw err
    write(io.stderr, `lookup: ${err.message}\n\n${USAGE}`)
    return 2
  }
  const catalogue = io.catalogue ?? allModules()
  if (args.mode === 'help') {
    write(io.stdout, USAGE)
    return 0
  }
  if (args.mode === 'list') {
    write(io.stdout, args.json ? catalogueLines(catalogue).join('\n') : catalogueTable(catalogue))
    return 0
  }
  if (args.mode === 'verify') {
    const outcome = await verifyFile(args.file, {
      ...(args.key ? { key: args.key } : {}),
      ...(io.fetch ? { fetch: io.fetch } : {}),
    })
    for (const line of outcome.lines) write(outcome.exact ? io.stdout : io.stderr, line)
    return outcome.exact ? 0 : 1
  }
  if (args.mode === 'recheck') return recheck(args, catalogue, io)

  const search = args
  const only = search.modules ? { only: search.modules } : {}
  let modules: LookupModule[]
  try {
    modules = modulesFor(search.type, { catalogue, env: io.env, query: search.query, ...only })
  } catch (err) {
    if (!(err instanceof UnknownModuleError)) throw err
    write(io.stderr, `lookup: ${err.message} (see npm run lookup -- --list)\n\n${USAGE}`)
    return 2
  }
  if (!modules.length) {
    // A phone check of another region takes phone queries, but not this number.
    const takes = modulesFor(search.type, { catalogue, env: io.env, ...only }).length > 0
    const why =
      takes && search.type === 'phone'
        ? `serves the country of ${search.query} (see the countries in --list --json)`
        : `takes a ${search.type} query`
    write(io.stderr, `lookup: none of the chosen modules ${why}\n\n${USAGE}`)
    return 2
  }

  const live = io.stderr.isTTY === true
  // One client, canaries and answer times for every search of the run, kept between runs.
  const engine = await runEngine(io)
  /** One search, printed as it goes: its results, or null once cancelled. */
  const searchOnce = async (type: QueryType, query: string, chosen: readonly LookupModule[]) => {
    const started = Date.now()
    let lastStep = -1
    let results: ModuleResult[] = []
    for await (const message of runSearch({
      type,
      query,
      timeoutS: search.timeoutS,
      modules: chosen,
      env: io.env,
      http: engine.http,
      canaries: engine.canaries,
      latency: engine.latency,
      ...(io.signal ? { signal: io.signal } : {}),
    })) {
      if (search.json) write(io.stdout, JSON.stringify(message))
      if (message.type === 'result' && message.progress) {
        const { completed, total, percent, current } = message.progress
        const line = `[${String(percent).padStart(3)}%] ${completed}/${total}  ${printable(current)}`
        if (live) io.stderr.write(`\r\u001b[2K${line.slice(0, 100)}`)
        else if (Math.floor(percent / 10) !== lastStep) {
          lastStep = Math.floor(percent / 10)
          write(io.stderr, line)
        }
      }
      if (message.type === 'complete') results = message.results
    }
    if (live) io.stderr.write('\r\u001b[2K')
    if (io.signal?.aborted) return null
    if (search.json) write(io.stdout, leadsAndGroupsLine({ type, query }, results))
    else write(io.stdout, foundTable(results) + leadsAndGroupsText(results))
    write(io.stderr, summaryLine(results, Date.now() - started))
    const served =
      type === 'phone' ? phonePlatformsLine(query, reportCounts(results).platforms) : undefined
    if (served) write(io.stderr, served)
    return results
  }

  const { type, query } = search
  let done: boolean
  try {
    const results = await searchOnce(type, query, modules)
    done =
      results !== null &&
      (await followLeads({ type, query, results }, search.follow ?? 0, async (step) => {
        write(io.stdout, followAnnouncement(step, search.json))
        const chosen = modulesFor(step.type, {
          catalogue,
          env: io.env,
          query: step.query,
          ...only,
        })
        if (chosen.length) return searchOnce(step.type, step.query, chosen)
        write(io.stderr, `lookup: none of the chosen modules takes a ${step.type} query`)
        return []
      }))
  } finally {
    // Results are out: what still learns gets a second to finish for the next run, then
    // hands over what it knows (Ctrl-C skips the wait).
    await engine.close({
      ms: io.cachePath ? FINISH_LEARNING_MS : 0,
      ...(io.signal ? { signal: io.signal } : {}),
    })
  }
  if (!done) {
    write(io.stderr, 'lookup: cancelled')
    return 130
  }
  return 0
}

/** --recheck: the report's found accounts, asked again, as a table or NDJSON. */
async function recheck(
  args: Extract<LookupArgs, { mode: 'recheck' }>,
  catalogue: readonly LookupModule[],
  io: LookupIo,
): Promise<number> {
  const write = (stream: NodeJS.WritableStream, text: string) => stream.write(`${text}\n`)
  const read = await readReport(args.file)
  if (!read.ok) {
    write(io.stderr, `lookup: ${read.message}`)
    return 2
  }
  const { report } = read
  const modules = recheckModules(report, catalogue)
  let results: ModuleResult[] = []
  if (modules.length) {
    write(io.stderr, `Re-checking ${modules.length} of the report's accounts…`)
    const engine = await runEngine(io)
    try {
      for await (const message of runSearch({
        type: report.type,
        query: report.query,
        timeoutS: args.timeoutS,
        modules,
        env: io.env,
        http: engine.http,
        canaries: engine.canaries,
        latency: engine.latency,
        ...(io.signal ? { signal: io.signal } : {}),
      })) {
        if (args.json) write(io.stdout, JSON.stringify(message))
        if (message.type === 'complete') results = message.results
      }
    } finally {
      await engine.close({ ms: 0 })
    }
    if (io.signal?.aborted) {
      write(io.stderr, 'lookup: cancelled')
      return 130
    }
  }
  write(io.stdout, args.json ? recheckLine(report, results) : recheckTable(report, results))
  return 0
}

/** The engine state of one run, as the run's io sets it. */
function runEngine(io: LookupIo) {
  return lookupEngine({
    env: io.env,
    http: io.http,
    cachePath: io.cachePath,
    exiting: io.exiting,
  })
}

/** LOOKUP_CACHE: a file, or `off`; by default the project's `data/lookup-cache.json`. */
function cacheFromEnv(setting: string | undefined): { cachePath?: string } {
  if (setting === 'off') return {}
  return {
    cachePath: setting || fileURLToPath(new URL('../data/lookup-cache.json', import.meta.url)),
  }
}

/**
 * Exits once stdout and stderr are flushed. The search is over and the engine closed by then;
 * whatever else a module or a library left pending must not hold the terminal.
 */
function exitWhenFlushed(code: number): void {
  process.stdout.write('', () => process.stderr.write('', () => process.exit(code)))
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const controller = new AbortController()
  process.once('SIGINT', () => controller.abort())
  main(process.argv.slice(2), {
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    signal: controller.signal,
    exiting: true,
    ...cacheFromEnv(process.env.LOOKUP_CACHE),
  }).then(exitWhenFlushed, (err: unknown) => {
    console.error(err)
    exitWhenFlushed(1)
  })
}
