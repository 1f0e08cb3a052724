import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import type { Readable } from 'node:stream'
import { createSecureContext, type SecureContext } from 'node:tls'
import {
  Agent,
  ProxyAgent,
  interceptors,
  request,
  type Dispatcher,
  type buildConnector,
} from 'undici'
import { detectBlockPage } from './detect-block-page.ts'
import type { Exchange } from './evidence.ts'
import { isLocalName, isPrivateAddress } from './private-address.ts'
import type { HttpClient, HttpRequestOptions, HttpResponse, UnknownReason } from './types.ts'

/** A wall (WAF, captcha, rate limit, login) stood between us and the answer. */
export class BlockedError extends Error {
  constructor(
    readonly reason: UnknownReason,
    message: string,
  ) {
    super(message)
    this.name = 'BlockedError'
  }
}

/** A module tried to reach a host it did not declare, or a private address. */
export class RequestRefusedError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RequestRefusedError'
  }
}

export interface HttpClientOptions {
  /** Overrides the transport (tests use undici's MockAgent). */
  dispatcher?: Dispatcher
  /** http(s) proxy URL for all lookups (CONNECT for https targets). */
  proxyUrl?: string
  /** Lets requests reach loopback and private addresses: only for the local benchmark farm. */
  allowPrivateAddresses?: boolean
  /** Requests one search has in flight at once, across all hosts. */
  maxSockets?: number
  /**
   * Connections per origin that speaks HTTP/1.1 (an HTTP/2 origin multiplexes on one). The
   * client is shared by every search of a process: enough for each to have a request to the
   * same platform in flight without waiting for another's.
   */
  maxSocketsPerHost?: number
  /** Headers and body must arrive within this many ms (the module timeout usually ends first). */
  socketTimeoutMs?: number
}

const DEFAULT_MAX_BYTES = 2 * 1024 * 1024
const MAX_REDIRECTS = 5

/** What a current desktop Chrome sends; many platforms answer bots differently. */
export const BROWSER_HEADERS: Record<string, string> = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  'accept-language': 'en-US,en;q=0.9',
  'accept-encoding': 'gzip, deflate, br',
}

/** How long a name's addresses are reused: the system resolver tells no TTL. */
const DNS_CACHE_MS = 60_000
const DNS_CACHE_ENTRIES = 10_000
const dnsCache = new Map<string, { addresses: LookupAddress[]; expires: number }>()
const dnsInFlight = new Map<string, ((err: Error | null, list: LookupAddress[]) => void)[]>()

/**
 * The system resolver (hosts file and all) behind a small cache: every search asks for the
 * same few hundred platforms, and each uncached lookup takes a libuv thread. Concurrent asks
 * for one name share one lookup; failures are not kept.
 */
function cachedLookup(
  hostname: string,
  callback: (err: Error | null, list: LookupAddress[]) => void,
) {
  const key = hostname.toLowerCase()
  const hit = dnsCache.get(key)
  if (hit && hit.expires > Date.now()) return callback(null, hit.addresses)
  const waiting = dnsInFlight.get(key)
  if (waiting) return void waiting.push(callback)
  dnsInFlight.set(key, [callback])
  dnsLookup(hostname, { all: true }, (err, addresses) => {
    const callbacks = dnsInFlight.get(key) ?? []
    dnsInFlight.delete(key)
    if (!err) {
      if (dnsCache.size >= DNS_CACHE_ENTRIES) dnsCache.clear()
      dnsCache.set(key, { addresses, expires: Date.now() + DNS_CACHE_MS })
    }
    for (const cb of callbacks) cb(err, err ? [] : addresses)
  })
}

/** Resolves names and refuses private answers, so a public host cannot point us inward. */
function publicOnlyLookup(
  hostname: string,
  options: object,
  callback: (
    err: NodeJS.ErrnoException | null,
    address: string | LookupAddress[],
    family?: number,
  ) => void,
) {
  cachedLookup(hostname, (err, all) => {
    if (err) return callback(err, [])
    const family = (options as { family?: number }).family
    const list = family === 4 || family === 6 ? all.filter((a) => a.family === family) : all
    const bad = list.find((a) => isPrivateAddress(a.address))
    if (bad) {
      const refusal = new RequestRefusedError(
        `${hostname} resolves to a private address`,
      ) as NodeJS.ErrnoException
      refusal.code = 'EPRIVATE'
      return callback(refusal, [])
    }
    if ((options as { all?: boolean }).all) return callback(null, list)
    const first = list[0]
    return first
      ? callback(null, first.address, first.family)
      : callback(new Error(`no address for ${hostname}`), [])
  })
}

/**
 * A proxy resolves the target itself, out of our sight: before tunnelling, the name is
 * resolved here and refused when any of its addresses is private.
 */
function checkTargetBeforeProxy(hostname: string): Promise<void> {
  return new Promise((resolve, reject) =>
    publicOnlyLookup(hostname, {}, (err) => (err ? reject(err) : resolve())),
  )
}

/** Refuses literal private addresses (any notation) and local names before any connection. */
function refuseLocalTarget(hostname: string) {
  if (isPrivateAddress(hostname) || isLocalName(hostname)) {
    throw new RequestRefusedError(`refused private address ${hostname}`)
  }
}

/** Counts requests in flight across the whole process and queues the rest. */
class Semaphore {
  private active = 0
  private readonly waiting: (() => void)[] = []
  constructor(private readonly limit: number) {}

  async acquire(signal: AbortSignal): Promise<() => void> {
    if (this.active >= this.limit) {
      await new Promise<void>((resolve, reject) => {
        const onAbort = () => {
          const i = this.waiting.indexOf(go)
          if (i >= 0) this.waiting.splice(i, 1)
          reject(signal.reason)
        }
        const go = () => {
          signal.removeEventListener('abort', onAbort)
          resolve()
        }
        if (signal.aborted) return onAbort()
        signal.addEventListener('abort', onAbort, { once: true })
        this.waiting.push(go)
      })
    } else {
      this.active++
    }
    let released = false
    return () => {
      if (released) return
      released = true
      const next = this.waiting.shift()
      if (next) next()
      else this.active--
    }
  }
}

function hostAllowed(hostname: string, hosts: readonly string[]): boolean {
  return hosts.includes(hostname.toLowerCase())
}

/** The body as text, decoded already (by undici's decompress interceptor), up to the cap. */
async function readBody(body: Readable, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  try {
    for await (const chunk of body) {
      const buf = chunk as Buffer
      const room = maxBytes - size
      chunks.push(buf.length > room ? buf.subarray(0, room) : buf)
      size += Math.min(buf.length, room)
      // Past the cap the rest is dropped: markers and metadata sit near the top of a page.
      if (size >= maxBytes) break
    }
  } finally {
    body.destroy()
  }
  return Buffer.concat(chunks).toString('utf8')
}

function flattenHeaders(
  headers: Record<string, string | string[] | undefined>,
): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(headers)) {
    if (v !== undefined) out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v
  }
  return out
}

/**
 * The connection pools platforms are reached through: keep-alive kept long enough to serve
 * the next search, HTTP/2 where the platform offers it, and a resumable TLS session per
 * platform. `connect` adds to the connector's options (the name lookup; the benchmark's CA).
 */
export function outboundAgent(
  options: { maxSocketsPerHost?: number; connect?: buildConnector.BuildOptions } = {},
) {
  const { ca, ...connect } = (options.connect ?? {}) as buildConnector.BuildOptions & {
    ca?: string | string[]
  }
  return new Agent({
    connections: options.maxSocketsPerHost ?? 32,
    allowH2: true,
    connect: {
      maxCachedSessions: 2000,
      // One TLS context for every connection: Node otherwise builds one per connection, which
      // costs more CPU than the handshake itself.
      secureContext: ca ? createSecureContext({ ca }) : defaultSecureContext(),
      ...connect,
    },
    keepAliveTimeout: 30_000,
  })
}

let systemContext: SecureContext | undefined
const defaultSecureContext = () => (systemContext ??= createSecureContext())

/**
 * The one outbound HTTP client of the engine: keep-alive pools shared by every search of the
 * process (TLS sessions resumed, HTTP/2 where the platform offers it, names cached), browser
 * headers, decompression, a body cap, redirects only to declared public hosts, and an
 * optional proxy. Each search takes its own view (`forSearch`), with its own cap on requests
 * in flight, so one search's hung platforms never hold what another needs.
 */
export function createHttpClient(options: HttpClientOptions = {}) {
  const perHost = options.maxSocketsPerHost ?? 32
  const socketTimeout = options.socketTimeoutMs ?? 20_000
  const guarded = !options.allowPrivateAddresses
  const transport: Dispatcher =
    options.dispatcher ??
    (options.proxyUrl
      ? // The proxy itself is the operator's choice and may well sit on a private address.
        new ProxyAgent({ uri: options.proxyUrl, connections: perHost })
      : outboundAgent({
          maxSocketsPerHost: perHost,
          ...(guarded ? { connect: { lookup: publicOnlyLookup } } : {}),
        }))
  // Every content coding undici knows, chained ("gzip, br"), error pages too: a wall is often
  // a compressed 403, and block detection must read it.
  const dispatcher = transport.compose(interceptors.decompress({ skipErrorResponses: false }))
  const viaProxy = Boolean(options.proxyUrl) && !options.dispatcher
  const maxSockets = options.maxSockets ?? 256

  function view(gate: Semaphore) {
    async function send(url: URL, init: HttpRequestOptions, signal: AbortSignal) {
      if (guarded) {
        refuseLocalTarget(url.hostname)
        if (viaProxy) await checkTargetBeforeProxy(url.hostname.replace(/^\[|\]$/g, ''))
      }
      const headers: Record<string, string> = {
        ...BROWSER_HEADERS,
        ...lowerKeys(init.headers ?? {}),
      }
      let body: string | undefined
      if (typeof init.body === 'string') body = init.body
      else if (init.body) {
        body = JSON.stringify(init.body)
        headers['content-type'] ??= 'application/json'
      }
      const release = await gate.acquire(signal)
      try {
        const res = await request(url, {
          dispatcher,
          method: init.method ?? 'GET',
          headers,
          body,
          signal,
          headersTimeout: socketTimeout,
          bodyTimeout: socketTimeout,
        })
        const text =
          init.method === 'HEAD' ? '' : await readBody(res.body, init.maxBytes ?? DEFAULT_MAX_BYTES)
        const setCookies = [res.headers['set-cookie'] ?? []].flat()
        return { status: res.statusCode, headers: flattenHeaders(res.headers), setCookies, text }
      } finally {
        release()
      }
    }

    return {
      /**
       * The client as one module sees it: bound to its declared hosts and its AbortSignal.
       * `onExchange` hears every answer before block detection, so a verdict can cite it.
       */
      forModule(
        hosts: readonly string[],
        signal: AbortSignal,
        onExchange?: (exchange: Exchange) => void,
      ): HttpClient {
        return {
          async request(rawUrl, init = {}): Promise<HttpResponse> {
            let url = new URL(rawUrl)
            if (url.protocol !== 'https:' && url.protocol !== 'http:') {
              throw new RequestRefusedError(`refused protocol ${url.protocol}`)
            }
            if (!hostAllowed(url.hostname, hosts)) {
              throw new RequestRefusedError(`host ${url.hostname} is not declared by this module`)
            }
            const asked = url.toString()
            let answer = await send(url, init, signal)
            let redirect: string | undefined
            // Every page the answer passed through: a login page half-way is a wall too.
            const via: string[] = []
            for (let hop = 0; hop < MAX_REDIRECTS; hop++) {
              redirect = redirectTarget(answer, url)
              if (!redirect || init.followRedirects === false) break
              const next = new URL(redirect)
              // A redirect elsewhere is itself the answer (often a login or home page).
              if (
                (next.protocol !== 'https:' && next.protocol !== 'http:') ||
                !hostAllowed(next.hostname, hosts)
              )
                break
              redirect = undefined
              url = next
              via.push(url.toString())
              const method = answer.status === 307 || answer.status === 308 ? init.method : 'GET'
              answer = await send(
                url,
                { ...init, method, body: method === init.method ? init.body : undefined },
                signal,
              )
            }
            const finalUrl = url.toString()
            onExchange?.({
              method: init.method ?? 'GET',
              url: asked,
              status: answer.status,
              finalUrl,
              ...(redirect ? { redirect } : {}),
            })
            if (init.detectBlocks !== false) {
              const verdict = detectBlockPage(answer.status, answer.headers, answer.text, {
                asked,
                url: finalUrl,
                redirect,
                via,
              })
              if (verdict) throw new BlockedError(verdict.reason, verdict.message)
            }
            return {
              ...answer,
              url: finalUrl,
              requestUrl: asked,
              ...(redirect ? { redirect } : {}),
              json<T>() {
                try {
                  return JSON.parse(answer.text) as T
                } catch {
                  // A page where an API answer belongs: a wall or a changed API, never a verdict.
                  throw new BlockedError(
                    'unrecognised',
                    `expected JSON from ${url.hostname}, got something else (HTTP ${answer.status})`,
                  )
                }
              },
            }
          },
        }
      },
    }
  }

  const client = {
    ...view(new Semaphore(maxSockets)),
    /** A view of the same pools for one search, with its own cap on requests in flight. */
    forSearch() {
      return { ...view(new Semaphore(maxSockets)), forSearch: client.forSearch, close: noop }
    },
    /**
     * Ends the pools at once: requests still in flight fail and keep-alive connections close.
     * A graceful close would wait for every request in flight, and a hung platform (or a
     * canary asking one) holds its request for as long as its timeout allows: a stopping
     * process must not wait for that.
     */
    close: () => dispatcher.destroy(),
  }
  return client
}

const noop = async () => undefined

export type EngineHttp = ReturnType<typeof createHttpClient>

/** The absolute target of a 3xx answer, or undefined when it is not a usable redirect. */
function redirectTarget(answer: { status: number; headers: Record<string, string> }, from: URL) {
  const location = answer.headers.location
  if (answer.status < 300 || answer.status >= 400 || !location) return undefined
  try {
    return new URL(location, from).toString()
  } catch {
    return undefined
  }
}

function lowerKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]))
}
