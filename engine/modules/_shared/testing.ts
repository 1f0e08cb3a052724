import { readFileSync } from 'node:fs'
import { afterEach, expect, it } from 'vitest'
import { mockPlatform } from '../../mock-platform.ts'
import type {
  LookupModule,
  ModuleResult,
  QueryType,
  ResultStatus,
  UnknownReason,
} from '../../types.ts'

export type Platform = ReturnType<typeof mockPlatform>

/** A fresh fake platform per call, all closed after each test. */
export function usePlatforms(): () => Platform {
  const open: Platform[] = []
  afterEach(async () => {
    await Promise.all(open.splice(0).map((p) => p.close()))
  })
  return () => {
    const p = mockPlatform()
    open.push(p)
    return p
  }
}

/** A recorded answer from engine/modules/__fixtures__/<id>/<file>. */
export function fixture(id: string, file: string): string {
  return readFileSync(new URL(`../__fixtures__/${id}/${file}`, import.meta.url), 'utf8')
}

/**
 * A wall page that platforms behind the same service answer alike, from
 * engine/modules/__fixtures__/_shared/<file>, naming the host it stands in front of.
 */
export function sharedWall(file: string, host: string): string {
  return fixture('_shared', file).replaceAll('{host}', host)
}

/** A recorded JSON answer with the value at `path` replaced (e.g. to name another account). */
export function fixtureWith(
  id: string,
  file: string,
  path: readonly (string | number)[],
  value: unknown,
): string {
  const answer: unknown = JSON.parse(fixture(id, file))
  let at = answer as Record<string | number, unknown>
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>
  at[path[path.length - 1] ?? ''] = value
  return JSON.stringify(answer)
}

/**
 * The first found record flattened to `{field: value}`, platform variables by key, so a test
 * can assert many parsed values with one toMatchObject.
 */
export function flat(result: ModuleResult): Record<string, string | number | boolean> {
  const record = result.spec_format?.[0]
  if (!record) return {}
  const out: Record<string, string | number | boolean> = {}
  for (const [key, field] of Object.entries(record)) {
    if (key !== 'platform_variables' && field && 'value' in field) out[key] = field.value
  }
  for (const v of record.platform_variables ?? []) out[v.key] = v.value
  return out
}

export const JSON_HEADERS = { headers: { 'content-type': 'application/json; charset=utf-8' } }
export const HTML_HEADERS = { headers: { 'content-type': 'text/html; charset=utf-8' } }

/** `text` as a pattern that matches it to the letter. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** What a module answers when the platform's answer is neither a verdict nor a known wall. */
export const UNRECOGNISED = { status: 'unknown', reason: 'unrecognised' } as const

type Method = 'GET' | 'POST' | 'PUT'

/** One recorded answer a fake platform serves: `status` and `body` at `path` of `origin`. */
export interface Answer {
  origin: string
  path: string
  method: Method
  status: number
  body: string
  headers: Record<string, string | string[]>
  /** Headers the request must carry for this answer, when the platform needs them. */
  requestHeaders?: Record<string, string>
  /** The body the request must carry for this answer. */
  requestBody?: string
}

type AnswerOptions = Partial<Pick<Answer, 'method' | 'headers' | 'requestHeaders' | 'requestBody'>>

/**
 * Answers from one origin, `at(path, status, body)`, with its usual method and headers
 * (GET, JSON) unless the answer names others.
 */
export function answersFrom(origin: string, usual: AnswerOptions = {}) {
  return (path: string, status: number, body: string, options: AnswerOptions = {}): Answer => ({
    origin,
    path,
    status,
    body,
    method: 'GET',
    headers: JSON_HEADERS.headers,
    ...usual,
    ...options,
  })
}

/** Answers from a site's HTML pages: answersFrom with the HTML content type as the usual. */
export const pagesFrom = (origin: string) => answersFrom(origin, HTML_HEADERS)

/**
 * A page that opens a session, `page(status, body)`: served at `path` of `origin` as HTML with
 * its Set-Cookie headers, its recorded `body` unless another is given.
 */
export function pageWithCookies(origin: string, path: string, recorded: string, cookies: string[]) {
  const headers = { ...HTML_HEADERS.headers, 'set-cookie': cookies }
  return (status = 200, body = recorded): Answer =>
    answersFrom(origin)(path, status, body, { headers })
}

/** Answers of one endpoint, `at(status, body)`: answersFrom with the path too. */
export function endpoint(origin: string, path: string, usual: AnswerOptions = {}) {
  const at = answersFrom(origin, usual)
  return (status: number, body: string, options: AnswerOptions = {}): Answer =>
    at(path, status, body, options)
}

/** What a request that posts `body` as JSON carries: the options of endpoint or answersFrom. */
export const postedJson = (body: unknown): AnswerOptions => ({
  method: 'POST',
  requestBody: JSON.stringify(body),
})

/** What a request that posts `fields` as a form carries: the options of endpoint or answersFrom. */
export const postedForm = (fields: Record<string, string>): AnswerOptions => ({
  method: 'POST',
  requestBody: new URLSearchParams(fields).toString(),
})

/** Serves the answers on a fake platform, each once. */
export function serve(p: Platform, answers: readonly Answer[]): void {
  for (const a of answers) {
    p.agent
      .get(a.origin)
      .intercept({
        path: a.path,
        method: a.method,
        ...(a.requestHeaders ? { headers: a.requestHeaders } : {}),
        ...(a.requestBody === undefined ? {} : { body: a.requestBody }),
      })
      .reply(a.status, a.body, { headers: a.headers })
  }
}

/** Every request made, as "METHOD url", that serving `answers` once each, in order, expects. */
export const asked = (answers: readonly Answer[]): string[] =>
  answers.map((a) => `${a.method} ${a.origin}${a.path}`)

/**
 * One lookup and what its result must show: the module looks up `query` while the platform
 * serves `answers`. Every expectation given is asserted.
 */
export interface LookupCase {
  query: string
  answers: readonly Answer[]
  status: ResultStatus
  reason?: UnknownReason
  /** The evidence line: whole, or a pattern it must match. */
  summary?: string | RegExp
  /**
   * What the evidence line says after its request: the line is the last answer's request and
   * status, then this (for a verdict drawn from that answer).
   */
  proof?: string
  /** Every request made, as "METHOD url", in order; by default the answers', in theirs. */
  calls?: unknown[]
  /** The first request's body, parsed as JSON. */
  sent?: unknown
  /** Values the found record must hold, flattened (see flat). */
  fields?: Record<string, unknown>
  /** The found record flattened: these values and no others. */
  fieldsExactly?: Record<string, unknown>
  /** Fields the found record must not hold: what the platform keeps private. */
  fieldsAbsent?: string[]
}

/** The evidence line of a verdict drawn from the last of `answers`, saying `proof`. */
function evidenceLine(answers: readonly Answer[], proof: string): string {
  const last = answers[answers.length - 1]
  return `${last?.method} ${last?.origin}${last?.path} → HTTP ${last?.status}, ${proof}`
}

/** One test per case, named by its key: the behaviour the case pins. */
export function itLooksUp(module: LookupModule, cases: Record<string, LookupCase>): void {
  for (const [name, c] of Object.entries(cases)) {
    it(name, async () => {
      const p = mockPlatform()
      try {
        serve(p, c.answers)
        const result = await p.run(module, c.query)
        expect(result).toMatchObject(
          c.reason ? { status: c.status, reason: c.reason } : { status: c.status },
        )
        if (typeof c.summary === 'string') expect(result.evidence?.summary).toBe(c.summary)
        else if (c.summary) expect(result.evidence?.summary).toMatch(c.summary)
        if (c.proof) expect(result.evidence?.summary).toBe(evidenceLine(c.answers, c.proof))
        expect(requested(p)).toEqual(c.calls ?? asked(c.answers))
        if (c.sent) expect(requestBody(p)).toEqual(c.sent)
        if (c.fields) expect(flat(result)).toMatchObject(c.fields)
        if (c.fieldsExactly) expect(flat(result)).toEqual(c.fieldsExactly)
        for (const field of c.fieldsAbsent ?? []) expect(flat(result)).not.toHaveProperty(field)
      } finally {
        await p.close()
      }
    })
  }
}

/**
 * Pins that an answer describing another account than the one asked for (`answer`, to the
 * lookup of `query`) is never read as found: the module must check the name it parsed.
 */
export function itRefusesAnotherAccount(
  module: LookupModule,
  answer: Answer,
  query = module.fixtures.present,
): void {
  it('refuses an answer that describes another account', async () => {
    const p = mockPlatform()
    try {
      serve(p, [answer])
      expect(await p.run(module, query)).toMatchObject(UNRECOGNISED)
    } finally {
      await p.close()
    }
  })
}

/**
 * Pins that a wall in front of the platform's answer becomes unknown with a reason, never a
 * verdict: the platform answers 429 at `path` (and at any later request).
 */
export function itReportsRateLimits(
  module: LookupModule,
  origin: string,
  path: string,
  method: Method = 'GET',
): void {
  it('reports a rate limit as unknown (rate_limited), never as a verdict', async () => {
    const p = mockPlatform()
    try {
      p.agent
        .get(origin)
        .intercept({ path, method })
        .reply(429, '{"message":"Too Many Requests"}', JSON_HEADERS)
        .persist()
      const result = await p.run(module, module.fixtures.present)
      expect(result).toMatchObject({ status: 'unknown', reason: 'rate_limited' })
    } finally {
      await p.close()
    }
  })
}

/**
 * Every request a module made, as "METHOD full URL" with the query string (the shared
 * mockPlatform().calls() leaves the query out, and the query is what a module must get right).
 */
export function requested(p: Platform): string[] {
  return (
    p.agent
      .getCallHistory()
      ?.calls()
      .map((c) => `${c.method} ${c.fullUrl}`) ?? []
  )
}

/** The body of the n-th request, parsed as JSON. */
export function requestBody(p: Platform, n = 0): unknown {
  const body = p.agent.getCallHistory()?.calls()[n]?.body
  return typeof body === 'string' ? JSON.parse(body) : undefined
}

/** The scenarios every silent check is played in. */
type Scenario = 'found' | 'not_found' | 'blocked'

/** A silent check's recorded answers in each scenario, and what each verdict must show. */
export interface VerdictSuite {
  /** The platform's recorded answers in each scenario, in the order the module asks. */
  answers: Record<Scenario, readonly Answer[]>
  /** What the evidence of each verdict must say (matched against its one-line summary). */
  proof: { found: RegExp; notFound: RegExp }
  /** Why the blocked scenario cannot tell. */
  blockedReason: UnknownReason
}

/** How the verdict tests of one kind of query are worded, and what they hold it to. */
interface VerdictWording {
  type: QueryType
  /** What is looked up ("number", "address"). */
  noun: string
  /** What the found test's name says it shows besides ("what the platform holds"). */
  shows: string
  /** Asserts what else the found result must hold. */
  found: (result: ModuleResult) => void
  /** How the owner would be reached ("mail or text"), and endpoints that would do it. */
  reaches: string
  notifying: RegExp
}

/**
 * The tests of a silent check's verdicts (to call inside a describe): found and not found,
 * each with the evidence that decided it; a wall reported as unknown; and the exact requests
 * it makes, the found answers' and no others, none of them an endpoint that would reach the
 * owner.
 */
export function itReadsVerdicts(
  module: LookupModule,
  query: string,
  suite: VerdictSuite,
  words: VerdictWording,
): void {
  const platform = usePlatforms()
  const run = async (scenario: Scenario): Promise<[ModuleResult, Platform]> => {
    const p = platform()
    serve(p, suite.answers[scenario])
    return [await p.run(module, query, words.type), p]
  }

  it(`reads a registered ${words.noun} as found, with ${words.shows}`, async () => {
    const [result] = await run('found')
    expect(result.message).toBeUndefined()
    words.found(result)
    expect(result.evidence?.summary).toMatch(suite.proof.found)
  })

  it(`reads an unregistered ${words.noun} as not_found`, async () => {
    const [result] = await run('not_found')
    expect(result.message).toBeUndefined()
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toMatch(suite.proof.notFound)
  })

  it(`reports a wall as unknown (${suite.blockedReason}), never as a verdict`, async () => {
    const [result] = await run('blocked')
    expect(result).toMatchObject({ status: 'unknown', reason: suite.blockedReason })
  })

  it(`sends only its silent requests, none that would ${words.reaches} the owner`, async () => {
    const [, p] = await run('found')
    expect(requested(p)).toEqual(asked(suite.answers.found))
    for (const call of requested(p))
      expect(new URL(call.split(' ')[1] ?? '').pathname).not.toMatch(words.notifying)
  })
}
