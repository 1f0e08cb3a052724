/**
 * The engine's contract: what a lookup module is, what it may do, and what it answers.
 * Result shapes follow SPEC 3 (Raw provider response, Stream message).
 */

export type QueryType = 'email' | 'phone' | 'username'
export const QUERY_TYPES: readonly QueryType[] = ['email', 'phone', 'username']

/** found / not_found are verdicts; unknown means "could not tell" and is never a verdict. */
export type ResultStatus = 'found' | 'not_found' | 'error' | 'unknown'

/**
 * Why a check could not tell. `unrecognised`: the answer was neither the profile nor the
 * site's own not-found answer. `site_unreliable`: the site's rule failed its run-time canary
 * (a certainly absent name came back present, or a known account came back absent).
 */
export type UnknownReason =
  | 'blocked'
  | 'captcha'
  | 'rate_limited'
  | 'login_wall'
  | 'timeout'
  | 'unrecognised'
  | 'site_unreliable'
export const UNKNOWN_REASONS: readonly UnknownReason[] = [
  'blocked',
  'captcha',
  'rate_limited',
  'login_wall',
  'timeout',
  'unrecognised',
  'site_unreliable',
]

export const CATEGORIES = [
  'social',
  'coding',
  'gaming',
  'music',
  'art',
  'video',
  'blogging',
  'forums',
  'business',
  'finance',
  'dating',
  'shopping',
  'education',
  'news',
  'travel',
  'hobby',
  'tech',
  'messaging',
  'email',
  'phone',
  'identity',
  'breach',
  'whois',
  'adult',
  'other',
] as const
export type Category = (typeof CATEGORIES)[number]

/** The categories the username sites must cover, so the UI can count on them. */
export const COMMON_CATEGORIES: readonly Category[] = [
  'social',
  'coding',
  'gaming',
  'music',
  'art',
  'video',
  'blogging',
  'forums',
  'business',
  'finance',
  'dating',
  'shopping',
  'adult',
]

/** SPEC 3's known fields of a found record. */
export const KNOWN_FIELDS = [
  'name',
  'first_name',
  'last_name',
  'username',
  'id',
  'location',
  'bio',
  'email',
  'phone',
  'email_hint',
  'phone_hint',
  'verified',
  'followers',
  'picture_url',
  'last_seen',
  'profile_url',
] as const
export type FieldName = (typeof KNOWN_FIELDS)[number]

export type FieldType = 'str' | 'int' | 'bool' | 'datetime' | 'url'

export interface FieldValue {
  value: string | number | boolean
  type: FieldType
  /** Human label, e.g. "Profile URL". */
  proper_key: string
}

export interface PlatformVariable {
  key: string
  proper_key: string
  value: string | number | boolean
  type: FieldType
}

/** One record of a found result: known fields, plus anything else as platform variables. */
export type SpecRecord = { [K in FieldName]?: FieldValue } & {
  platform_variables?: PlatformVariable[]
}

/**
 * Why a verdict was given: what was asked, and what in the answer decided it. Every found and
 * not_found result carries one; a verdict without a request (`url` absent) was decided locally
 * (an address's syntax, a site's own username rule) and proves nothing about a platform.
 */
export interface Evidence {
  /** HTTP method of the deciding request. */
  method?: string
  /** The URL asked, with credentials and key-like query values removed. */
  url?: string
  /** The status of the deciding answer. */
  status?: number
  /** Where the answer came from, when redirects led elsewhere. */
  final_url?: string
  /** What decided it, e.g. "page title contains 'alice'". */
  signal: string
  /** The whole of it in one line a person can read. */
  summary: string
}

/** SPEC 3 Raw provider response entry, streaming variant, with our extra metadata. */
export interface ModuleResult {
  /** The platform key (module id). */
  module: string
  /** Display name of the platform. */
  name: string
  category: Category
  status: ResultStatus
  /** ISO time the result was produced. */
  timestamp: string
  /** Present when status is found. */
  spec_format?: SpecRecord[]
  /** Present when status is found or not_found: the proof of the verdict. */
  evidence?: Evidence
  /** The check asks no platform (syntax, DNS, number formats): information, never coverage. */
  local?: true
  /** Present when status is unknown. */
  reason?: UnknownReason
  /** A short, safe explanation for error and unknown results. */
  message?: string
  /** How long the module took, in ms. */
  elapsed_ms: number
}

/** SPEC 3 Stream message. */
export interface SearchProgress {
  completed: number
  total: number
  /** 0..100, integer. */
  percent: number
  /** Display name of the module that just reported. */
  current: string
}
export type StreamMessage =
  | { type: 'result'; data: ModuleResult; progress?: SearchProgress }
  | { type: 'complete'; total: number; results: ModuleResult[]; refunded?: boolean }
  | { type: 'error'; message: string; refunded?: boolean }

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
  method?: 'GET' | 'POST' | 'HEAD'
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
  /** The environment variable that must be set for the module to run. */
  needsKey?: string
  /** Adult platforms are hidden by default in the UI. */
  adult?: boolean
  /**
   * The check asks no platform (syntax, DNS, number formats). Its results are information about
   * the query: they never count as coverage, never score, and need no canary.
   */
  local?: true
  /** Per-module timeout override, ms. */
  timeoutMs?: number
  /** A query known to be present and one known to be absent, for tests and the live check. */
  fixtures: { present: string; absent: string }
  run(ctx: ModuleContext): Promise<Outcome>
}
