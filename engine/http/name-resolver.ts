import { promises as dns, type LookupAddress } from 'node:dns'
import { isIP } from 'node:net'
import { abortError, unlessAborted } from './unless-aborted.ts'

/**
 * How the engine finds a platform's addresses: asked of DNS directly through c-ares (Node's
 * asynchronous resolver), side by side, never on libuv's four threads, which the rest of the
 * process needs (static files, the server's own calls to Google and Stripe, its database).
 * Each answer is kept for its TTL, a failure for a short while, and one question per name is
 * in flight at a time, whoever asks. See docs/decisions/032-names-resolved-side-by-side.md.
 *
 * The hosts file is not read: platforms are public names, and the private-address guard
 * refuses whatever a hosts file could point them at anyway.
 */

export interface NameResolverOptions {
  /** DNS servers (`ip` or `ip:port`); default: the system's (/etc/resolv.conf). */
  servers?: readonly string[]
  /** Each try's wait for an answer, in ms (c-ares doubles it for the next try). */
  timeoutMs?: number
  /** Tries per question. */
  tries?: number
  now?: () => number
}

/** A TTL under this is held this long, so a search's check and its canaries share an answer. */
export const MIN_TTL_MS = 5_000
/** A TTL over this is held this long: an address can change under a long TTL too. */
const MAX_TTL_MS = 3_600_000
/** "No such name" (or no address) is kept this long: the name will not exist a second later. */
export const NEGATIVE_TTL_MS = 60_000
/** A question that got no answer (timeout, refused) is not asked again for this long. */
export const FAILURE_TTL_MS = 10_000
/** Names kept at most; past it the oldest go first. */
const MAX_ENTRIES = 10_000
/**
 * 1 s, then 2 s (c-ares doubles the wait): a resolver that does not answer costs about 3 s
 * once per name and FAILURE_TTL_MS, not the libc default of 5 s per try per server.
 */
const DEFAULT_TIMEOUT_MS = 1000
const DEFAULT_TRIES = 2
/**
 * Channels (each one UDP socket) the questions are spread over: a whole catalogue asked at
 * once gets its answers back in a burst, and one socket's receive buffer holds only a few
 * hundred of them before the kernel drops the rest (each then costs a retry).
 */
const CHANNELS = 16

/** The codes that mean DNS itself answered: the name has no address. */
const ANSWERED_NO = new Set(['ENOTFOUND', 'ENODATA', 'ENONAME'])

type Entry =
  | { addresses: LookupAddress[]; expires: number }
  | { error: NodeJS.ErrnoException; expires: number }

class NameLookupError extends Error {
  readonly code: string
  constructor(hostname: string, code: string) {
    super(`could not resolve ${hostname} (${code})`)
    this.name = 'NameLookupError'
    this.code = code
  }
}

export function createNameResolver(options: NameResolverOptions = {}) {
  const now = options.now ?? Date.now
  // Made with the first question: a client that never resolves a name (a proxy's, a test's
  // on loopback) opens no sockets for it.
  let channels: InstanceType<typeof dns.Resolver>[] | undefined
  const channelsNow = () =>
    (channels ??= Array.from({ length: CHANNELS }, () => {
      const channel = new dns.Resolver({
        timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        tries: options.tries ?? DEFAULT_TRIES,
      })
      if (options.servers?.length) channel.setServers([...options.servers])
      return channel
    }))
  // Servers given are checked now: a bad one is the caller's error, not a failed lookup.
  if (options.servers?.length) channelsNow()
  let turn = 0
  const cache = new Map<string, Entry>()
  const inFlight = new Map<string, Promise<Entry>>()
  let questions = 0
  let closed = false

  function keep(name: string, entry: Entry) {
    cache.delete(name)
    if (cache.size >= MAX_ENTRIES) {
      const oldest = cache.keys().next().value
      if (oldest !== undefined) cache.delete(oldest)
    }
    cache.set(name, entry)
  }

  /** The next channel, counting the question it is taken for. */
  function channel(): InstanceType<typeof dns.Resolver> {
    questions++
    return channelsNow()[turn++ % CHANNELS] as InstanceType<typeof dns.Resolver>
  }

  /** IPv4 first (every platform is reachable over it); IPv6 only for a name without one. */
  async function ask(name: string): Promise<Entry> {
    const resolver = channel()
    const failed = (err: unknown): Entry => {
      const code = (err as NodeJS.ErrnoException).code ?? 'EFAIL'
      const error = new NameLookupError(name, code)
      // Cancelled by a stop: nothing learnt about the name.
      if (code === 'ECANCELLED') return { error, expires: 0 }
      return {
        error,
        expires: now() + (ANSWERED_NO.has(code) ? NEGATIVE_TTL_MS : FAILURE_TTL_MS),
      }
    }
    const entry = (records: { address: string; ttl: number }[], family: 4 | 6): Entry => {
      const ttlMs = Math.min(...records.map((r) => r.ttl)) * 1000
      return {
        addresses: records.map((r) => ({ address: r.address, family })),
        expires: now() + Math.min(MAX_TTL_MS, Math.max(MIN_TTL_MS, ttlMs)),
      }
    }
    try {
      const v4 = await resolver.resolve4(name, { ttl: true })
      if (v4.length) return entry(v4, 4)
    } catch (err) {
      // Only a name that exists without an IPv4 address is worth an IPv6 question.
      if ((err as NodeJS.ErrnoException).code !== 'ENODATA') return failed(err)
    }
    try {
      const v6 = await resolver.resolve6(name, { ttl: true })
      if (v6.length) return entry(v6, 6)
      return failed(Object.assign(new Error('no address'), { code: 'ENODATA' }))
    } catch (err) {
      return failed(err)
    }
  }

  /** The shared question for a name: the one in flight, or a new one. */
  function question(name: string): Promise<Entry> {
    let pending = inFlight.get(name)
    if (!pending) {
      pending = ask(name).then((entry) => {
        inFlight.delete(name)
        if (!closed && entry.expires > now()) keep(name, entry)
        return entry
      })
      inFlight.set(name, pending)
    }
    return pending
  }

  return {
    /**
     * A name's addresses: from the cache while its TTL lasts, else from the question already
     * in flight for it, else from a new one. Rejects at once when `signal` aborts (the
     * question goes on for whoever else waits, and ends by its own timeout).
     */
    async resolve(hostname: string, signal?: AbortSignal): Promise<LookupAddress[]> {
      const name = hostname.toLowerCase().replace(/\.$/, '')
      const family = isIP(name)
      if (family === 4 || family === 6) return [{ address: name, family }]
      if (closed) throw new NameLookupError(name, 'ECANCELLED')
      if (signal?.aborted) throw abortError(signal, 'lookup')
      let entry = cache.get(name)
      if (!entry || entry.expires <= now()) {
        if (entry) cache.delete(name)
        const pending = question(name)
        entry = signal ? await unlessAborted(pending, signal, 'lookup') : await pending
      }
      if ('error' in entry) throw entry.error
      return entry.addresses
    },

    /**
     * A domain's mail servers (MX), asked of the same servers on the same channels as
     * addresses, so LOOKUP_DNS_SERVERS holds for email checks too and no MX question waits on
     * libuv's threads. Not cached: the email checks' self-test of the resolver must see it as
     * it answers now. Rejects at once when `signal` aborts.
     */
    async mailServers(
      domain: string,
      signal?: AbortSignal,
    ): Promise<{ exchange: string; priority: number }[]> {
      if (closed) throw new NameLookupError(domain, 'ECANCELLED')
      if (signal?.aborted) throw abortError(signal, 'lookup')
      // Only the fields every Node version answers (24 adds a `type`).
      const answer = channel()
        .resolveMx(domain)
        .then((records) => records.map(({ exchange, priority }) => ({ exchange, priority })))
      return signal ? unlessAborted(answer, signal, 'lookup') : answer
    },

    /** Questions sent to DNS since the start (tests, and the benchmark's report). */
    questionsAsked: (): number => questions,
    /** Questions waiting for an answer now. */
    pending: (): number => inFlight.size,

    /** Cancels every question in flight (their waiters fail at once) and forgets the cache. */
    close() {
      closed = true
      for (const channel of channels ?? []) channel.cancel()
      cache.clear()
    },
  }
}

export type NameResolver = ReturnType<typeof createNameResolver>
