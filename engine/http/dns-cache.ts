import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { isPrivateAddress } from '../private-address.ts'
import { RequestRefusedError } from './errors.ts'

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
export function publicOnlyLookup(
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
export function checkTargetBeforeProxy(hostname: string): Promise<void> {
  return new Promise((resolve, reject) =>
    publicOnlyLookup(hostname, {}, (err) => (err ? reject(err) : resolve())),
  )
}
