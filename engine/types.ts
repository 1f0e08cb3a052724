/**
 * The engine's contract: what a lookup module is, what it may do, and what it answers.
 * What it answers (results, stream messages) is the one contract of engine, server and
 * browser, defined as schemas in shared/module-result.ts and re-exported here for modules.
 */
import type { Cleanup } from '../shared/cleanup.ts'
import type {
  Category,
  Finding,
  QueryType,
  SpecRecord,
  UnknownReason,
} from '../shared/module-result.ts'

export {
  CATEGORIES,
  COMMON_CATEGORIES,
  KNOWN_FIELDS,
  QUERY_TYPES,
  UNKNOWN_REASONS,
} from '../shared/module-result.ts'
export type {
  Category,
  Evidence,
  FieldName,
  FieldType,
  FieldValue,
  Finding,
  ModuleResult,
  PlatformVariable,
  QueryType,
  ResultStatus,
  SpecRecord,
  StreamMessage,
  UnknownReason,
} from '../shared/module-result.ts'

/**
 * What a module's run() decides. The runner turns it into a ModuleResult. A verdict names its
 * proof (what in the answer decided it); the runner adds the request it came from.
 */
export type Outcome =
  | { status: 'found'; records: SpecRecord[]; proof: string }
  | { status: 'not_found'; proof: string }
  | { status: 'unknown'; reason: UnknownReason; message?: string }
  | { status: 'error'; message: string }

export interface HttpRequestOptions {
  /** PUT only for the rare check a platform's own form makes with it (a read, not a write). */
  method?: 'GET' | 'POST' | 'HEAD' | 'PUT'
  headers?: Record<string, string>
  /** A string body is sent as is; an object is sent as JSON. */
  body?: string | Record<string, unknown>
  /** Follow redirects (to declared, public hosts only). Default true. */
  followRedirects?: boolean
  /**
   * Run shared block-page detection on the answer (WAF, captcha, 401/403/429/503).
   * Default true; a module whose API answers 401/403 meaningfully may turn it off and
   * must then decide itself.
   */
  detectBlocks?: boolean
  /** Body size cap in bytes; default 2 MiB. */
  maxBytes?: number
  /** Keep the body's bytes too (`bytes`): a picture is not text. */
  binary?: boolean
}

export interface HttpResponse {
  status: number
  /** Final URL after redirects. */
  url: string
  /** A redirect the client did not follow (off the declared hosts, or followRedirects: false). */
  redirect?: string
  /** The URL that was asked for, before any redirect. */
  requestUrl?: string
  headers: Record<string, string>
  /**
   * Each Set-Cookie header as received, one cookie per entry: `headers['set-cookie']` joins
   * them with ", ", which cannot be split back safely (dates and values hold commas).
   */
  setCookies: string[]
  text: string
  /** The body as received (decompressed), when the request asked for `binary`. */
  bytes?: Buffer
  /** Parses the body as JSON; throws a module error on invalid JSON. */
  json<T = unknown>(): T
}

/**
 * The one outbound client as a module sees it: already bound to the module's declared hosts
 * and AbortSignal. Requests to other hosts, or to private and loopback addresses, are refused.
 * Throws BlockedError (→ unknown) when block detection trips.
 */
export interface HttpClient {
  request(url: string, options?: HttpRequestOptions): Promise<HttpResponse>
}

/** DNS as a module sees it (email modules read MX records); faked in tests. */
export interface DnsResolver {
  resolveMx(domain: string): Promise<{ exchange: string; priority: number }[]>
}

export interface ModuleContext {
  /** The query, already validated and normalised for its type. */
  query: string
  type: QueryType
  signal: AbortSignal
  http: HttpClient
  dns: DnsResolver
  /** API keys and settings from the environment, for provider modules. */
  env: Readonly<Record<string, string | undefined>>
}

export interface LookupModule {
  /** Stable key; for code modules equal to the file name. */
  id: string
  /** Display name, e.g. "GitHub". */
  name: string
  category: Category
  types: readonly QueryType[]
  /** Base profile URL shown to people, with {} for the username when it has one. */
  url: string
  /** Hosts the module may contact (exact names). */
  hosts: readonly string[]
  /** 'site' for manifest entries, 'module' for code modules, 'provider' for paid data APIs. */
  kind: 'site' | 'module' | 'provider'
  /** What a found result is (shared/module-result.ts); default: a public profile. */
  finding?: Finding
  /**
   * Why the check never notifies the address's owner (email modules): one or two plain sentences.
   */
  silence?: string
  /**
   * Phone checks: the countries whose numbers the platform serves (ISO 3166-1 alpha-2 codes,
   * as libphonenumber-js names them). Absent: every country.
   */
  countries?: readonly string[]
  /** The environment variable that must be set for the module to run. */
  needsKey?: string
  /** Adult platforms are hidden by default in the UI. */
  adult?: boolean
  /**
   * The check asks no platform (syntax, DNS, number formats). Its results are information about
   * the query: they never count as coverage, never score, and need no canary.
   */
  local?: true
  /** Traffic rank of the platform (1 is the most visited); see platform-facts/popularity.ts. */
  rank?: number
  /** How to delete an account there, when not JustDeleteMe's (platform-facts/cleanup.ts). */
  cleanup?: Cleanup
  /** Where the check's facts came from (manifest sites: the data sets, see NOTICE). */
  sources?: readonly string[]
  /**
   * How many checks of this module may ask its platform at once in this process (politeness,
   * engine/timing/module-gate.ts). Default: DEFAULT_EMAIL_CONCURRENCY for email checks, no limit
   * otherwise.
   */
  maxConcurrent?: number
  /** Per-module timeout override, ms. */
  timeoutMs?: number
  /** A query known to be present and one known to be absent, for tests and the live check. */
  fixtures: { present: string; absent: string }
  run(ctx: ModuleContext): Promise<Outcome>
}
