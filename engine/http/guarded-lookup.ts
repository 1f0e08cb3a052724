import type { LookupAddress } from 'node:dns'
import { isPrivateAddress } from './private-address.ts'
import { RequestRefusedError } from './errors.ts'
import type { NameResolver } from './name-resolver.ts'

/** A name's addresses, refused whole when any of them is private. */
async function publicAddresses(
  names: NameResolver,
  hostname: string,
  signal?: AbortSignal,
): Promise<LookupAddress[]> {
  const all = await names.resolve(hostname, signal)
  const bad = all.find((a) => isPrivateAddress(a.address))
  if (bad) {
    const refusal = new RequestRefusedError(
      `${hostname} resolves to a private address`,
    ) as NodeJS.ErrnoException
    refusal.code = 'EPRIVATE'
    throw refusal
  }
  return all
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void

/**
 * The `lookup` a connection is made with (net and tls take it): names from the resolver,
 * every address held against the private ranges, cached or not, so a public host cannot
 * point us inward. It always answers on a later turn, a cached name too: called back at
 * once, inside `tls.connect`, a connection that then fails to open (EMFILE) throws its error
 * out of the process instead of failing its request.
 */
export function guardedLookup(names: NameResolver) {
  return function lookup(hostname: string, options: object, callback: LookupCallback) {
    publicAddresses(names, hostname).then(
      (all) => {
        const family = (options as { family?: number }).family
        const list = family === 4 || family === 6 ? all.filter((a) => a.family === family) : all
        if ((options as { all?: boolean }).all) return callback(null, list)
        const first = list[0]
        return first
          ? callback(null, first.address, first.family)
          : callback(
              Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }),
              [],
            )
      },
      (err: NodeJS.ErrnoException) => callback(err, []),
    )
  }
}

/**
 * A proxy resolves the target itself, out of our sight: before tunnelling, the name is
 * resolved here and refused when any of its addresses is private. The check's signal ends
 * the wait.
 */
export async function checkTargetBeforeProxy(
  names: NameResolver,
  hostname: string,
  signal?: AbortSignal,
): Promise<void> {
  await publicAddresses(names, hostname, signal)
}
