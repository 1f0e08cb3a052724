import { catchAll, fakeDns, type CannedAnswer } from './catch-all.ts'
import { createHttpClient, type EngineHttp } from '../http/client.ts'
import { CLASS_PAGES, LOGIN_REDIRECT } from './class-pages.ts'
import { NOBODY_PAGES, spread, type NobodyPage } from './nobody-pages.ts'
import { runModule } from '../run-module.ts'
import {
  KNOWN_FIELDS,
  UNKNOWN_REASONS,
  type LookupModule,
  type ModuleResult,
  type Outcome,
  type QueryType,
} from '../types.ts'

/**
 * The contract every module and site must keep, checked against canned platform answers at
 * the HTTP boundary. Each check answers a list of violations (empty when the module keeps
 * the contract), so a suite can run hundreds of modules at once and report them all.
 */

/** The query a module is exercised with: its own present fixture, in its first type. */
export function sampleQuery(module: LookupModule): { query: string; type: QueryType } {
  return { query: module.fixtures.present, type: module.types[0] ?? 'username' }
}

const STATUSES = new Set(['found', 'not_found', 'error', 'unknown'])
const FIELD_TYPES = new Set(['str', 'int', 'bool', 'datetime', 'url'])
/** Messages that betray a crash in the module's own code rather than a handled answer. */
const CRASH =
  /Cannot read propert|is not a function|is not iterable|is not defined|Cannot destructure|Maximum call stack/

/** Whatever is wrong with one result, whatever the answer was. */
export function resultViolations(module: LookupModule, result: ModuleResult): string[] {
  const out: string[] = []
  if (!STATUSES.has(result.status))
    out.push(`status ${String(result.status)} is not in the closed set`)
  if (
    result.module !== module.id ||
    result.name !== module.name ||
    result.category !== module.category
  ) {
    out.push('result does not carry the module’s id, name and category')
  }
  if (Number.isNaN(Date.parse(result.timestamp))) out.push('timestamp is not an ISO date')
  if (result.status === 'unknown' && !UNKNOWN_REASONS.includes(result.reason as never)) {
    out.push(`unknown without a valid reason (${String(result.reason)})`)
  }
  if (result.status === 'error' && (!result.message || CRASH.test(result.message))) {
    out.push(`crashed: ${result.message ?? '(no message)'}`)
  }
  if (result.status === 'found') out.push(...recordViolations(module, result))
  if ((result.status === 'found' || result.status === 'not_found') && !result.evidence?.summary) {
    out.push(`${result.status} without evidence`)
  }
  return out
}

function recordViolations(module: LookupModule, result: ModuleResult): string[] {
  const out: string[] = []
  const records = result.spec_format
  if (!Array.isArray(records) || records.length === 0) return ['found without a record']
  for (const record of records) {
    for (const [key, field] of Object.entries(record)) {
      if (key === 'platform_variables') {
        for (const v of field as { key?: unknown; value?: unknown; type?: unknown }[]) {
          if (
            typeof v.key !== 'string' ||
            !FIELD_TYPES.has(String(v.type)) ||
            v.value === undefined
          ) {
            out.push(`malformed platform variable ${JSON.stringify(v)}`)
          }
        }
        continue
      }
      if (!(KNOWN_FIELDS as readonly string[]).includes(key)) out.push(`unknown field ${key}`)
      const f = field as { value?: unknown; type?: unknown; proper_key?: unknown }
      if (
        f.value === undefined ||
        !FIELD_TYPES.has(String(f.type)) ||
        typeof f.proper_key !== 'string'
      ) {
        out.push(`field ${key} is not {value, type, proper_key}`)
      }
    }
  }
  if (module.kind === 'site') {
    const first = records[0]
    if (!first?.username || !first.profile_url)
      out.push('a found site needs username and profile_url')
  }
  return out
}

export interface Scenario {
  name: string
  /** The answer, given the query the module is exercised with (search pages echo it). */
  answer: CannedAnswer | ((query: string) => CannedAnswer)
  /** A wall or a failure: whatever the module says, it must not be found or not_found. */
  verdictForbidden: boolean
  /**
   * A page that shows nobody's account: it must never be found (not_found stays the module's
   * own rule's to give).
   */
  foundForbidden?: boolean
}

const PAGE =
  '<!doctype html><html><head><title>Profile</title></head><body><h1>Hello</h1></body></html>'

export const SCENARIOS: Scenario[] = [
  {
    name: 'a 200 HTML page that names no account',
    answer: { status: 200, body: PAGE, headers: { 'content-type': 'text/html; charset=utf-8' } },
    verdictForbidden: true,
  },
  {
    name: 'a 200 JSON object',
    answer: { status: 200, body: '{"data":null}', headers: { 'content-type': 'application/json' } },
    verdictForbidden: true,
  },
  {
    name: 'a 404 page',
    answer: { status: 404, body: 'Not Found', headers: { 'content-type': 'text/html' } },
    verdictForbidden: false,
  },
  {
    name: 'a 429 rate limit',
    answer: { status: 429, body: 'Too Many Requests', headers: { 'retry-after': '60' } },
    verdictForbidden: true,
  },
  {
    name: 'a Cloudflare challenge',
    answer: {
      status: 403,
      body: '<html><head><title>Just a moment...</title></head><body>cf_chl_opt</body></html>',
      headers: { 'content-type': 'text/html', 'cf-mitigated': 'challenge' },
    },
    verdictForbidden: true,
  },
  {
    name: 'a connection error',
    answer: { error: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) },
    verdictForbidden: true,
  },
  {
    name: LOGIN_REDIRECT.name,
    answer: {
      status: LOGIN_REDIRECT.status,
      body: '',
      headers: { location: LOGIN_REDIRECT.location },
    },
    verdictForbidden: true,
  },
  ...CLASS_PAGES.map((page): Scenario => ({
    name: page.name,
    answer: (query) => ({ status: page.status, body: page.body(query), headers: page.headers }),
    verdictForbidden: true,
  })),
  // Each page that repeats the name but shows nobody's account, in a wording picked by the
  // query, so the catalogue meets every wording (nobodyScenarios: each one, for code modules).
  ...NOBODY_PAGES.map((page) => nobodyScenario(page)),
]

/** A page that shows nobody's account, in wording `variant` (default: picked by the query). */
function nobodyScenario(page: NobodyPage, variant?: number): Scenario {
  return {
    name: variant === undefined ? page.name : `${page.name} (wording ${variant})`,
    answer: (query) => ({
      status: 200,
      bodyFor: (url) => page.body(query, url, variant ?? spread(query) % page.variants),
      headers: page.json
        ? { 'content-type': 'application/json' }
        : { 'content-type': 'text/html; charset=utf-8' },
    }),
    verdictForbidden: false,
    foundForbidden: true,
  }
}

/** Every wording of every page that shows nobody's account. */
export const NOBODY_SCENARIOS: Scenario[] = NOBODY_PAGES.flatMap((page) =>
  Array.from({ length: page.variants }, (_, variant) => nobodyScenario(page, variant)),
)

/** Runs the module against one canned answer, through the real runner and engine client. */
export async function checkScenario(
  module: LookupModule,
  scenario: Scenario,
  env: Record<string, string>,
  /** A client already answering with the scenario's page, shared by a batch of modules. */
  shared?: EngineHttp,
): Promise<string[]> {
  const { query, type } = sampleQuery(module)
  const answer = typeof scenario.answer === 'function' ? scenario.answer(query) : scenario.answer
  const platform = shared ? undefined : catchAll(answer)
  const http = shared ?? createHttpClient({ dispatcher: platform!.dispatcher })
  try {
    const result = await runModule({
      module,
      query,
      type,
      http,
      env,
      dns: fakeDns,
      timeoutMs: 5000,
    })
    const out = resultViolations(module, result)
    // A verdict read from the platform's answer cites its request; one decided without a
    // request (the module's own name rules) does not, and only its own rule counts.
    const fromAnswer = result.evidence?.url !== undefined
    if (scenario.verdictForbidden && fromAnswer) {
      if (result.status === 'found' || result.status === 'not_found') {
        out.push(`gave the verdict ${result.status}`)
      }
    }
    if (scenario.foundForbidden && fromAnswer && result.status === 'found') {
      out.push("found an account on a page that shows nobody's")
    }
    if (result.status === 'unknown' && result.reason === 'timeout')
      out.push('timed out on an instant answer')
    return out.map((v) => `${module.id} on ${scenario.name}: ${v}`)
  } finally {
    await platform?.agent.close()
  }
}

/**
 * Runs a scenario over many modules, a batch at a time through one client answering the
 * scenario's page for any host: one fake platform per module costs more than the checks.
 * Scenarios whose page echoes the query get a client per module.
 */
export async function checkScenarioOverAll(
  modules: readonly LookupModule[],
  scenario: Scenario,
  env: Record<string, string>,
): Promise<string[]> {
  const out: string[] = []
  const perModule = typeof scenario.answer === 'function'
  const platform = perModule ? undefined : catchAll(scenario.answer as CannedAnswer)
  const http = platform ? createHttpClient({ dispatcher: platform.dispatcher }) : undefined
  try {
    for (let i = 0; i < modules.length; i += BATCH) {
      const batch = modules.slice(i, i + BATCH)
      out.push(
        ...(await Promise.all(batch.map((m) => checkScenario(m, scenario, env, http)))).flat(),
      )
    }
  } finally {
    await platform?.agent.close()
  }
  return out
}

/** Modules checked at once: past a few hundred, the garbage collector costs more than it saves. */
const BATCH = 200

/**
 * Calls run() itself (no runner to rescue it), aborts once the module has sent its first
 * request (the platform holds the answer back), and expects run() to settle promptly, and
 * not with a verdict it could not have seen.
 */
export async function checkAbort(
  module: LookupModule,
  env: Record<string, string>,
  withinMs = 2000,
): Promise<string[]> {
  const platform = catchAll({ status: 200, body: PAGE, delayMs: 60_000 })
  const http = createHttpClient({ dispatcher: platform.dispatcher })
  const controller = new AbortController()
  const { query, type } = sampleQuery(module)
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    type Settled = { outcome?: Outcome; error?: unknown }
    const run: Promise<Settled> = Promise.resolve()
      .then(() =>
        module.run({
          query,
          type,
          signal: controller.signal,
          http: http.forModule(module.hosts, controller.signal),
          dns: fakeDns,
          env,
        }),
      )
      .then(
        (outcome): Settled => ({ outcome }),
        (error: unknown): Settled => ({ error }),
      )
    const early = await Promise.race([run, platform.firstRequest.then(() => null)])
    if (early) return [] // decided without a request: nothing to cancel
    controller.abort(new Error('search cancelled'))
    const late = new Promise<'late'>(
      (resolve) => (timer = setTimeout(() => resolve('late'), withinMs)),
    )
    const settled = await Promise.race([run, late])
    if (settled === 'late') return [`${module.id}: run() still pending ${withinMs} ms after abort`]
    const status = settled.outcome?.status
    if (status === 'found' || status === 'not_found') {
      return [`${module.id}: answered ${status} after abort, without the platform's answer`]
    }
    return []
  } finally {
    clearTimeout(timer)
    await platform.agent.close()
  }
}
