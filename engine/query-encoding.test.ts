import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createHttpClient } from './http/client.ts'
import { allModules } from './registry.ts'
import { loadAllSites } from './sites/manifest.ts'
import { runModule } from './run-module.ts'
import { catchAll, dummyKeys, fakeDns } from './testing/catch-all.ts'
import type { LookupModule, QueryType } from './types.ts'

/**
 * No query, however hostile, may change the host or the path structure of any request a
 * module makes: the query is data, never part of the address.
 */

/**
 * Every code module, and one manifest site per address shape: sites build their requests with
 * the same code from their template, so two sites whose templates differ only in their host
 * build the same paths (the host check is the same code too).
 */
function modulesToTry(): LookupModule[] {
  const entries = new Map(loadAllSites().map((entry) => [entry.id, entry]))
  const shapes = new Set<string>()
  return allModules().filter((module) => {
    const entry = entries.get(module.id)
    if (module.kind !== 'site' || !entry) return true
    const template = (entry.probe?.url ?? entry.url).replace(/^https?:\/\/[^/]+/, '')
    const shape = `${entry.probe?.method ?? 'GET'} ${template} ${entry.usernamePattern ?? ''}`
    if (shapes.has(shape)) return false
    shapes.add(shape)
    return true
  })
}

const modules = modulesToTry()
const env = dummyKeys(modules)

interface Shape {
  method: string
  host: string
  /** Path segments; null where the plain queries put the query. */
  segments: (string | null)[]
}

const segmentsOf = (url: URL) => url.pathname.split('/')

/** The requests a module makes for a query, every platform answering 404. */
async function requestsFor(module: LookupModule, type: QueryType, query: string) {
  const platform = catchAll({ status: 404, body: 'Not Found' }, { history: true })
  const http = createHttpClient({ dispatcher: platform.dispatcher })
  try {
    await runModule({ module, query, type, http, env, dns: fakeDns, timeoutMs: 5000 })
    return platform.requests().map((line) => {
      const [method = '', url = ''] = line.split(' ')
      return { method, url: new URL(url) }
    })
  } finally {
    await platform.agent.close()
  }
}

/** Two plain queries side by side: segments equal in both are the fixed part of the path. */
async function shapesFor(module: LookupModule, type: QueryType): Promise<Shape[]> {
  const [a, b] = await Promise.all([
    requestsFor(module, type, module.fixtures.present),
    requestsFor(module, type, module.fixtures.absent),
  ])
  return a.map((req, i) => {
    const twin = b[i]
    const mine = segmentsOf(req.url)
    const theirs = twin ? segmentsOf(twin.url) : []
    return {
      method: req.method,
      host: req.url.host,
      segments: mine.map((s, j) => (twin && theirs[j] === s ? s : null)),
    }
  })
}

function fits(shape: Shape, req: { method: string; url: URL }): boolean {
  const segments = segmentsOf(req.url)
  return (
    shape.method === req.method &&
    shape.host === req.url.host &&
    shape.segments.length === segments.length &&
    shape.segments.every((s, i) => s === null || s === segments[i])
  )
}

const HOSTILE_PARTS = [
  '../',
  '..',
  '.',
  '/',
  '?',
  '#',
  '%2F',
  '%2e%2e',
  '@',
  '\\',
  ':',
  '//evil.example/',
  'http://evil.example',
  '\u0000',
  '\r\n',
  '\t',
  '\u202e',
  'ü',
  '𝓊',
  '\uD800',
  ' ',
  '&x=1',
  '%',
  '{}',
  '$&',
]

const hostile = fc.oneof(
  fc.constantFrom(...HOSTILE_PARTS),
  fc
    .array(fc.oneof(fc.constantFrom(...HOSTILE_PARTS), fc.constantFrom('alice', 'bob', '1')), {
      minLength: 1,
      maxLength: 6,
    })
    .map((parts) => parts.join('')),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
  fc.constant('a'.repeat(1000)),
  fc.string({ unit: 'grapheme', minLength: 1000, maxLength: 1000 }),
)

/** Always tried, whatever the random draw: the classic ways out of a path segment. */
const CLASSICS = [
  '.',
  '..',
  '../',
  '../../admin',
  '%2e%2e',
  '%2F',
  'a/b',
  '?x=1',
  '#x',
  '@x',
  '\\x',
]

function examplesFor(type: QueryType): [string][] {
  const wrap =
    type === 'email'
      ? (h: string) => [h, `${h}@example.com`, `alice@${h}`]
      : type === 'phone'
        ? (h: string) => [h, `+1415555${h}`]
        : (h: string) => [h, `alice${h}`]
  return CLASSICS.flatMap(wrap).map((q) => [q])
}

/** Queries of each type: hostile text on its own and inside a plausible value. */
function queriesFor(type: QueryType) {
  if (type === 'email') {
    return fc.oneof(
      hostile,
      hostile.map((h) => `${h}@example.com`),
      hostile.map((h) => `alice@${h}`),
    )
  }
  if (type === 'phone')
    return fc.oneof(
      hostile,
      hostile.map((h) => `+1415555${h}`),
    )
  return fc.oneof(
    hostile,
    hostile.map((h) => `alice${h}`),
  )
}

describe('query encoding, for every module and every shape of site address', () => {
  it('keeps the host and path structure of every request, whatever the query', async () => {
    const failures: string[] = []
    await Promise.all(
      modules.flatMap((module) =>
        module.types.map(async (type) => {
          const shapes = await shapesFor(module, type)
          let stray = ''
          try {
            await fc.assert(
              fc.asyncProperty(queriesFor(type), async (query) => {
                const requests = await requestsFor(module, type, query)
                const off = requests.find((req) => !shapes.some((shape) => fits(shape, req)))
                if (off) {
                  stray = `${off.method} ${off.url.href}`
                  throw new Error(stray)
                }
              }),
              { numRuns: 12, examples: examplesFor(type) },
            )
          } catch (err) {
            const message = err instanceof Error ? err.message : String(err)
            const lines = message.split('\n').filter((l) => /seed|Counterexample/.test(l))
            failures.push(`${module.id} (${type}): ${[...lines, `requested ${stray}`].join(' | ')}`)
          }
        }),
      ),
    )
    expect(failures).toEqual([])
  })

  it('notices a module that puts the query into a URL raw', async () => {
    const careless: LookupModule = {
      id: 'careless',
      name: 'Careless',
      category: 'social',
      types: ['username'],
      url: 'https://example.com/u/{}',
      hosts: ['example.com'],
      kind: 'module',
      fixtures: { present: 'alice', absent: 'nobody-1' },
      async run(ctx) {
        await ctx.http.request(`https://example.com/u/${ctx.query}`)
        return { status: 'not_found', proof: 'HTTP 404' }
      },
    }
    const shapes = await shapesFor(careless, 'username')
    const requests = await requestsFor(careless, 'username', '../admin')
    expect(requests.map((r) => r.url.pathname)).toEqual(['/admin'])
    expect(requests.some((req) => !shapes.some((shape) => fits(shape, req)))).toBe(true)
  })
})
