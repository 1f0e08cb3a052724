import { ProxyAgent, request, type Dispatcher } from 'undici'
import type { Exchange } from '../verdicts/evidence.ts'
import {
  DEFAULT_CONNECTIONS_PER_HOST,
  outboundAgent,
  platformTls,
  tunnelledConnections,
} from './agent.ts'
import { flattenHeaders, lowerKeys, readBody } from './answers.ts'
import { decodedBody } from './decode-body.ts'
import { checkTargetBeforeProxy, guardedLookup } from './guarded-lookup.ts'
import { createHandshakes } from './handshakes.ts'
import { unlessAborted } from './unless-aborted.ts'
import { inFlightLimit } from './in-flight.ts'
import { lostWithItsConnection, refusedUnprocessed } from './network-failure.ts'
import { moduleClient, type Send } from './module-client.ts'
import { createNameResolver, type NameResolver } from './name-resolver.ts'
import { refuseLocalTarget } from './outbound-guard.ts'
import type { DnsResolver, HttpClient } from '../types.ts'

export { BlockedError, RequestRefusedError } from './errors.ts'
export { outboundAgent } from './agent.ts'

export interface HttpClientOptions {
  /** Overrides the transport (tests use undici's MockAgent). */
  dispatcher?: Dispatcher
  /** http(s) proxy URL for all lookups (CONNECT for https targets). */
  proxyUrl?: string
  /** Lets requests reach loopback and private addresses: only for the local benchmark farm. */
  allowPrivateAddresses?: boolean
  /**
   * Connections per platform (an origin speaking HTTP/1.1; past them its requests queue): the
   * cap that paces a search. There is no cap per search: it would queue a search's checks
   * behind its own hung ones and its canaries, and deadlines end hung requests early.
   */
  maxSocketsPerHost?: number
  /**
   * Requests in flight across the whole client (default 4096): a bound on its sockets, so a
   * burst stays inside the process's open-file limit (`engine/http/in-flight.ts`).
   */
  maxInFlight?: number
  /** Headers and body must arrive within this many ms (the module timeout usually ends first). */
  socketTimeoutMs?: number
  /** The certificate authority platforms are trusted by: only the benchmark's farm sets one. */
  ca?: string
  /**
   * The DNS servers platforms' names are asked of (`ip` or `ip:port`, LOOKUP_DNS_SERVERS);
   * default: the system's.
   */
  dnsServers?: readonly string[]
  /** The resolver to use instead of one of the client's own (tests share or inspect one). */
  names?: NameResolver
  /** A platform's connections close once it has been asked nothing this long (default 60 s). */
  idleCloseMs?: number
}

/** LOOKUP_DNS_SERVERS as a list: comma or space separated `ip` or `ip:port`. */
export function dnsServersFrom(value: string | undefined): string[] | undefined {
  const servers = (value ?? '').split(/[\s,]+/).filter(Boolean)
  return servers.length ? servers : undefined
}

const DEFAULT_MAX_BYTES = 2 * 1024 * 1024

/** What a current desktop Chrome sends; many platforms answer bots differently. */
export const BROWSER_HEADERS: Record<string, string> = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  'accept-language': 'en-US,en;q=0.9',
  'accept-encoding': 'gzip, deflate, br',
}

/**
 * The one outbound HTTP client of the engine: keep-alive pools shared by every search of the
 * process (TLS sessions resumed, HTTP/2 where the platform offers it, names cached,
 * `engine/http/`), browser headers, decompression, a body cap, redirects only to declared
 * public hosts, and an optional proxy. Each module takes a view bound to its hosts.
 */
export function createHttpClient(options: HttpClientOptions = {}) {
  const perHost = options.maxSocketsPerHost ?? DEFAULT_CONNECTIONS_PER_HOST
  const socketTimeout = options.socketTimeoutMs ?? 20_000
  const guarded = !options.allowPrivateAddresses
  // Names are resolved side by side, cached by TTL, and never on libuv's threads
  // (engine/http/name-resolver.ts); the client's own resolver ends with it.
  const names =
    options.names ??
    createNameResolver(options.dnsServers?.length ? { servers: options.dnsServers } : {})
  // One handshake per platform: a transport given from outside (tests) keeps its own pools.
  const handshakes = options.dispatcher
    ? undefined
    : createHandshakes(options.idleCloseMs === undefined ? {} : { idleMs: options.idleCloseMs })
  const dispatcher: Dispatcher =
    options.dispatcher ??
    (options.proxyUrl
      ? // The proxy itself is the operator's choice and may well sit on a private address.
        new ProxyAgent({
          uri: options.proxyUrl,
          connections: perHost,
          ...tunnelledConnections,
          requestTls: platformTls(options.ca),
          ...(handshakes ? { factory: handshakes.pool } : {}),
        })
      : outboundAgent({
          maxSocketsPerHost: perHost,
          ...(handshakes ? { factory: handshakes.pool } : {}),
          connect: {
            ...(guarded ? { lookup: guardedLookup(names) } : {}),
            ...(options.ca ? { ca: options.ca } : {}),
          },
        }))
  const viaProxy = Boolean(options.proxyUrl) && !options.dispatcher
  const acquire = inFlightLimit(options.maxInFlight ?? 4096)

  const sendOnce: Send = async (url, init, signal) => {
    if (guarded) {
      refuseLocalTarget(url.hostname)
      if (viaProxy)
        await checkTargetBeforeProxy(names, url.hostname.replace(/^\[|\]$/g, ''), signal)
    }
    const headers: Record<string, string> = { ...BROWSER_HEADERS, ...lowerKeys(init.headers ?? {}) }
    let body: string | undefined
    if (typeof init.body === 'string') body = init.body
    else if (init.body) {
      body = JSON.stringify(init.body)
      headers['content-type'] ??= 'application/json'
    }
    const opened = handshakes ? await handshakes.before(url.origin, signal) : undefined
    const release = await acquire(signal).catch((err: unknown) => {
      opened?.(false)
      throw err
    })
    let res: Dispatcher.ResponseData
    let bytes: Buffer
    let decoded = false
    let answered = false
    try {
      const asked = request(url, {
        dispatcher,
        method: init.method ?? 'GET',
        headers,
        body,
        signal,
        headersTimeout: socketTimeout,
        bodyTimeout: socketTimeout,
      })
      // undici ends a request stopped while its connection is still being made only once
      // that connection is up or has failed (up to its connect timeout): the check ends now,
      // and the request, stopped, ends with the connection.
      asked.catch(() => undefined)
      res = await unlessAborted(asked, signal, 'request')
      answered = true
      // Decoded here (every coding, chained, error pages too), capped after decoding.
      if (init.method === 'HEAD') bytes = Buffer.alloc(0)
      else {
        const plain = decodedBody(res.body, res.statusCode, encodingOf(res.headers))
        decoded = plain !== res.body
        bytes = await readBody(plain, init.maxBytes ?? DEFAULT_MAX_BYTES)
      }
    } finally {
      release()
      opened?.(answered)
    }
    const setCookies = [res.headers['set-cookie'] ?? []].flat()
    // A decoded body's coding and length no longer describe it; any other's still do.
    const { 'content-encoding': _coding, 'content-length': _length, ...plain } = res.headers
    return {
      status: res.statusCode,
      headers: flattenHeaders(decoded ? plain : res.headers),
      setCookies,
      text: bytes.toString('utf8'),
      raw: bytes,
      ...(init.binary ? { bytes } : {}),
    }
  }

  /**
   * A GET or HEAD whose connection ended under it is asked once more, on a new connection (once
   * undici has let go of the old one), as browsers do: it only reads. Anything else is not,
   * since a form may act on each request it gets (a sign-up or reset email sent twice),
   * unless the platform said it refused the request before acting on it.
   */
  const send: Send = async (url, init, signal) => {
    try {
      return await sendOnce(url, init, signal)
    } catch (err) {
      const reads = !init.method || init.method === 'GET' || init.method === 'HEAD'
      const again = refusedUnprocessed(err) || (reads && lostWithItsConnection(err))
      if (signal.aborted || !again) throw err
      await unlessAborted(handshakes?.ended(url.origin) ?? Promise.resolve(), signal, 'request')
      return sendOnce(url, init, signal)
    }
  }

  return {
    /** The client as one module sees it: bound to its declared hosts and its AbortSignal. */
    forModule(
      hosts: readonly string[],
      signal: AbortSignal,
      onExchange?: (exchange: Exchange) => void,
    ): HttpClient {
      return moduleClient(send, hosts, signal, onExchange)
    },
    /**
     * Ends the pools at once: requests still in flight fail and keep-alive connections close.
     * A graceful close would wait for every request in flight, and a hung platform (or a
     * canary asking one) holds its request for as long as its timeout allows: a stopping
     * process must not wait for that.
     */
    close: async () => {
      // Questions still in flight end at once: a resolver that does not answer never holds
      // a stop.
      if (!options.names) names.close()
      await dispatcher.destroy()
    },
    /** Mail-server questions for one check, through the client's resolver and its servers. */
    dns(signal: AbortSignal): DnsResolver {
      return { resolveMx: (domain) => names.mailServers(domain, signal) }
    },
    /** The client's resolver (tests, and the benchmark's count of questions). */
    names,
  }
}

export type EngineHttp = ReturnType<typeof createHttpClient>

/** A response's Content-Encoding, repeated field lines joined as RFC 9110 allows. */
function encodingOf(headers: Dispatcher.ResponseData['headers']): string | undefined {
  const value = headers['content-encoding']
  return Array.isArray(value) ? value.join(',') : value
}
