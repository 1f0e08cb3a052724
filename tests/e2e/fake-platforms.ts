/**
 * Platforms faked at the HTTP boundary for the browser tests: a loopback server answers as
 * each platform would, and the engine's real outbound client reaches it through a dispatcher
 * that sends every request to 127.0.0.1 with the original host in a header. GitHub runs its
 * real module against its recorded answer; the others are small JSON platforms with varied
 * latencies, so results stream in over a few seconds. Three of them also say whether an email
 * address has an account, beside the real address check, whose DNS is faked too. Who the
 * platforms are is in fake-platform-catalogue.ts, their lookup modules in
 * fake-platform-modules.ts; this file holds the names the tests ask about and the answers.
 */
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Agent, type Dispatcher } from 'undici'
import { createHttpClient } from '../../engine/http/client.ts'
import type { LatencyBook } from '../../engine/timing/latency-history.ts'
import type { DnsResolver, LookupModule } from '../../engine/types.ts'
import { createSearchEngine } from '../../server/search/workers/search-engine.ts'
import { PLATFORMS, hostOf, knownAccount, type FakePlatform } from './fake-platform-catalogue.ts'
import { e2eModules } from './fake-platform-modules.ts'
import { fakedPhoneModules, phoneAnswer } from '../../engine/testing/phone-platforms.ts'
import { servesPhone } from '../../engine/registry.ts'
import { processSeams } from '../support/engine-seams.ts'

export const PRESENT = 'octocat'
/**
 * Names most platforms cannot answer for (503): with `walled-found` only Chirper shows a
 * profile, with `walled-none` nobody does. GitHub says not found to both.
 */
export const WALLED_FOUND = 'walled-found'
export const WALLED_NONE = 'walled-none'
/**
 * Names beginning so (`held-up-1`, `held-up-2`…) get no answer from any platform ("not
 * found") until the test lets that name go (`release`). A search for one stays busy, none of
 * its checks answered, for as long as a test needs.
 */
export const HELD = 'held-up'
/**
 * An address every email platform fails on (503): only the address's own check, which asks
 * DNS and no platform, answers for it.
 */
export const EVERY_PLATFORM_DOWN = 'nobody-answers@example.com'
/** A name for which no platform can be reached: every connection is cut before an answer. */
export const CUT_OFF = 'cut-off'
/**
 * An address whose search meets a name server that has gone down: from the moment its domain
 * is asked, the resolver denies every name for a few seconds (as a server whose network has
 * failed does), the self-test's known domain too.
 */
export const RESOLVER_DOWN = 'ada@resolver-down.example'
/**
 * A name with accounts where PRESENT has them, until its owner deletes the one on Chirper:
 * Chirper shows its profile to the first request for it and says not found from then on, so
 * a re-check after the search finds it gone.
 */
export const DELETES_LATER = 'tidy-tom'
const ORIGINAL_HOST = 'x-e2e-original-host'
/** How many times each platform was asked about DELETES_LATER. */
const askedToDelete = new Map<string, number>()

let resolverDownUntil = 0

/**
 * DNS as the fake platforms' world has it: example.com and gmail.com take mail; no other
 * domain exists; RESOLVER_DOWN's domain takes the resolver down for a while.
 */
const fakeDns: DnsResolver = {
  async resolveMx(domain) {
    if (domain === RESOLVER_DOWN.split('@')[1]) resolverDownUntil = Date.now() + 3000
    if (Date.now() < resolverDownUntil)
      throw Object.assign(new Error(`queryMx ENOTFOUND ${domain}`), { code: 'ENOTFOUND' })
    if (domain === 'example.com') return [{ exchange: 'mail.example.com', priority: 10 }]
    if (domain === 'gmail.com') return [{ exchange: 'gmail-smtp-in.l.google.com', priority: 5 }]
    throw Object.assign(new Error(`queryMx ENOTFOUND ${domain}`), { code: 'ENOTFOUND' })
  },
}

/** The real engine and outbound client, reaching the fake platforms through `dispatcher`. */
export function fakePlatformsEngine(
  dispatcher: Dispatcher,
  more: readonly LookupModule[] = [],
  latency?: LatencyBook,
) {
  const http = createHttpClient({ dispatcher, allowPrivateAddresses: true })
  const engine = createSearchEngine({
    http,
    dns: fakeDns,
    env: {},
    ...processSeams({ http, dns: fakeDns, ...(latency ? { latency } : {}) }),
    modules: (type, query) =>
      [...e2eModules, ...more, ...fakedPhoneModules].filter(
        (m) => m.types.includes(type) && (type !== 'phone' || servesPhone(m, query)),
      ),
  })
  return { engine, close: () => http.close() }
}

const githubFound = readFileSync(
  new URL('../../engine/modules/__fixtures__/github/found.json', import.meta.url),
  'utf8',
)

interface Answer {
  status: number
  body: string
  latencyMs: number
  headers?: Record<string, string>
  /** Sent only once the test releases this name. */
  heldFor?: string
  /** The connection is cut instead: the platform cannot be reached. */
  cut?: boolean
}

function answer(host: string, path: string, method = 'GET', body = ''): Answer {
  const phone = phoneAnswer(host, method, path, body)
  if (phone) return phone
  if (decodeURIComponent(path.split('/').pop() ?? '') === CUT_OFF)
    return { status: 0, body: '', latencyMs: 200, cut: true }
  if (host === 'api.github.com') {
    const found = path === `/users/${PRESENT}`
    return {
      status: found ? 200 : 404,
      body: found ? githubFound : '{"message":"Not Found"}',
      latencyMs: 150,
    }
  }
  const p = PLATFORMS.find((x) => hostOf(x) === host)
  if (!p) return { status: 421, body: '', latencyMs: 0 }
  const { pathname, searchParams } = new URL(path, 'http://platform')
  if (pathname === '/v1/accounts') return emailAnswer(p, searchParams.get('email') ?? '')
  const asked = decodeURIComponent(path.split('/').pop() ?? '')
  const known = asked === knownAccount(p)
  if (asked.startsWith(HELD))
    return { status: 404, body: '{"error":"not found"}', latencyMs: 0, heldFor: asked }
  if (asked === WALLED_NONE || (asked === WALLED_FOUND && p.id !== 'chirper'))
    return { status: 503, body: 'Service unavailable', latencyMs: p.latencyMs }
  if (asked === WALLED_FOUND) return profileAnswer(p, asked)
  const present = asked === PRESENT || asked === DELETES_LATER
  if (asked === DELETES_LATER) {
    const times = (askedToDelete.get(p.id) ?? 0) + 1
    askedToDelete.set(p.id, times)
    if (p.id === 'chirper' && times > 1)
      return { status: 404, body: '{"error":"not found"}', latencyMs: p.latencyMs }
  }
  if (!known && (!present || p.answer === 'not_found'))
    return { status: 404, body: '{"error":"not found"}', latencyMs: p.latencyMs }
  if (!known && p.answer === 'rate_limited')
    return {
      status: 429,
      body: 'slow down',
      latencyMs: p.latencyMs,
      headers: { 'retry-after': '60' },
    }
  return profileAnswer(p, asked)
}

function emailAnswer(p: FakePlatform, email: string): Answer {
  if (email === EVERY_PLATFORM_DOWN)
    return { status: 503, body: 'Service unavailable', latencyMs: p.latencyMs }
  const registered = email === `${knownAccount(p)}@example.com`
  // Chirper's sign-in step shows where a code would go, masked, as some platforms do.
  const hints =
    registered && p.id === 'chirper'
      ? { emailHint: 'k***@backup.example', phoneHint: '+1 ••• ••• ••42' }
      : {}
  return {
    status: 200,
    body: JSON.stringify({ registered, ...hints }),
    latencyMs: p.latencyMs,
  }
}

function profileAnswer(p: FakePlatform, asked: string) {
  const body = {
    username: asked,
    name: `${p.name} Octocat`,
    bio: `Octocat on ${p.name}: <b>not bold</b>, just text.`,
    followers: p.followers,
    verified: p.verified,
    avatar: 'data:image/png;base64,iVBORw0KGgo=',
    joined: '2019-04-01T10:00:00Z',
  }
  return { status: 200, body: JSON.stringify(body), latencyMs: p.latencyMs }
}

export async function startFakePlatforms() {
  // The answers held for each name, and the names let go (answered at once from then on).
  const held = new Map<string, Set<() => void>>()
  const released = new Set<string>()
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => respond(req, res, Buffer.concat(chunks).toString('utf8')))
  })
  const respond = (req: IncomingMessage, res: ServerResponse, body: string) => {
    const host = String(req.headers[ORIGINAL_HOST] ?? '')
    const reply = answer(host, req.url ?? '/', req.method ?? 'GET', body)
    if (reply.cut) {
      setTimeout(() => req.socket.destroy(), reply.latencyMs)
      return
    }
    const send = () =>
      res
        .writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers })
        .end(reply.body)
    const name = reply.heldFor
    if (name !== undefined && !released.has(name)) {
      const waiting = held.get(name) ?? new Set()
      held.set(name, waiting.add(send))
      // A search that stops waiting cancels its request: nothing to release any more.
      res.once('close', () => waiting.delete(send))
      return
    }
    const timer = setTimeout(send, reply.latencyMs)
    res.once('close', () => clearTimeout(timer))
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  const dispatcher = new Agent().compose((dispatch) => (opts, handler) => {
    const original = new URL(String(opts.origin))
    return dispatch(
      {
        ...opts,
        origin: `http://127.0.0.1:${port}`,
        headers: {
          ...(opts.headers as Record<string, string>),
          [ORIGINAL_HOST]: original.hostname,
        },
      },
      handler,
    )
  })
  return {
    dispatcher,
    /** Lets every answer held for `name` go, and answers it at once from now on. */
    release(name: string) {
      released.add(name)
      for (const send of held.get(name) ?? []) send()
      held.delete(name)
    },
    /** Closes the platforms (the engine's client closes the dispatcher). */
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
