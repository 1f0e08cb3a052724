import { createCanaries, needsCanary } from '../vouching/canaries.ts'
import { createHttpClient, type EngineHttp } from '../http/client.ts'
import { runModule } from '../run-module.ts'
import { nameShape } from '../vouching/twins.ts'
import type { LookupModule } from '../types.ts'
import { fakeDns } from './catch-all.ts'
import { answeringEverything } from '../mock-platform.ts'
import { sampleQuery } from './contract.ts'

/**
 * The twin rule as a contract every platform keeps: a site that answers any name of the
 * query's shape with a page repeating it (in the title, a heading's "@name", a canonical URL
 * that is the address asked, a JSON field) proves nothing about the query, so no check of
 * such a site ends "found" once its twin has been asked the same way (engine/vouching/canaries.ts).
 */

export interface EchoStyle {
  name: string
  answer(name: string, asked: string): { status: number; body: string; type: string }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** How echoing sites repeat a name: as a profile-like page, and as an API's user record. */
export const ECHO_STYLES: readonly EchoStyle[] = [
  {
    name: 'an HTML page repeating the name as a profile would',
    answer: (name, asked) => {
      const n = escapeHtml(name)
      const url = escapeHtml(asked)
      return {
        status: 200,
        type: 'text/html; charset=utf-8',
        body: `<!doctype html><html><head><title>${n} (@${n}) · Profile</title>
<link rel="canonical" href="${url}"><meta property="og:url" content="${url}">
<meta property="og:title" content="${n}"><meta property="profile:username" content="${n}">
<script type="application/ld+json">{"@type":"Person","name":"${n}","alternateName":"@${n}","url":"${url}"}</script>
</head><body><main><h1>@${n}</h1><h2>${n}</h2><p>Posts by ${n}</p>
<a href="${url}">${n}</a></main></body></html>`,
      }
    },
  },
  {
    name: 'a JSON answer repeating the name as a user record would',
    answer: (name) => {
      const user = {
        id: 1234567,
        username: name,
        login: name,
        name,
        screen_name: name,
        handle: name,
        email: name,
        phone: name,
        display_name: name,
        exists: true,
        registered: true,
        available: false,
      }
      return {
        status: 200,
        type: 'application/json; charset=utf-8',
        body: JSON.stringify({ ...user, user, data: { user, users: [user] }, results: [user] }),
      }
    },
  },
]

/** Every name-like piece of what a request asked: its path, its parameters and its body. */
function askedNames(path: string, body: unknown): string[] {
  let text = path
  try {
    text = decodeURIComponent(path)
  } catch {
    // A path that does not decode is read as it is.
  }
  if (typeof body === 'string') text += ` ${body}`
  else if (body instanceof Uint8Array) text += ` ${Buffer.from(body).toString('utf8')}`
  return text.split(/[^\p{L}\p{N}._@+-]+/u).filter(Boolean)
}

/**
 * A platform, on every host at once, that repeats any name of `query`'s shape that a request
 * asks about, and answers 404 to anything else.
 */
function echoPlatform(style: EchoStyle, query: string) {
  const shape = nameShape(query)
  const agent = answeringEverything((options) => {
    const name = askedNames(options.path, options.body).find((t) => nameShape(t) === shape)
    if (!name) return { statusCode: 404, data: 'Not Found' }
    const asked = `${String(options.origin ?? '').replace(/\/$/, '')}${options.path}`
    const { status, body, type } = style.answer(name, asked)
    return {
      statusCode: status,
      data: body,
      responseOptions: { headers: { 'content-type': type } },
    }
  })
  const http: EngineHttp = createHttpClient({ dispatcher: agent })
  return { http, close: () => agent.close() }
}

/**
 * One module on an echoing platform: its check, then its canary, as a search runs them.
 * Answers the violation (a "found" that stood), or nothing.
 */
export async function checkTwinRule(
  module: LookupModule,
  style: EchoStyle,
  env: Record<string, string>,
): Promise<{ violations: string[]; echoFooledTheCheck: boolean }> {
  const { query, type } = sampleQuery(module)
  const platform = echoPlatform(style, query)
  try {
    const canaries = createCanaries({ http: platform.http, env, dns: fakeDns, timeoutMs: 5000 })
    const run = (q: string) =>
      runModule({ module, query: q, type, http: platform.http, env, dns: fakeDns, timeoutMs: 5000 })
    const check = await run(query)
    const vouched = await canaries.confirm(module, { type, query }, check)
    return {
      violations:
        vouched.status === 'found'
          ? [`${module.id} on ${style.name}: found stood (${vouched.evidence?.summary ?? ''})`]
          : [],
      echoFooledTheCheck: check.status === 'found',
    }
  } finally {
    await platform.close()
  }
}

/** The rule over every platform, a batch at a time; with how many checks the echo fooled. */
export async function checkTwinRuleOverAll(
  modules: readonly LookupModule[],
  style: EchoStyle,
  env: Record<string, string>,
): Promise<{ violations: string[]; fooled: number; checked: number }> {
  const platforms = modules.filter(needsCanary)
  const violations: string[] = []
  let fooled = 0
  for (let i = 0; i < platforms.length; i += BATCH) {
    const batch = platforms.slice(i, i + BATCH)
    for (const r of await Promise.all(batch.map((m) => checkTwinRule(m, style, env)))) {
      violations.push(...r.violations)
      if (r.echoFooledTheCheck) fooled++
    }
  }
  return { violations, fooled, checked: platforms.length }
}

const BATCH = 200
