import { isLocalName, isPrivateAddress } from './private-address.ts'
import { RequestRefusedError } from './errors.ts'

/** Refuses literal private addresses (any notation) and local names before any connection. */
export function refuseLocalTarget(hostname: string) {
  if (isPrivateAddress(hostname) || isLocalName(hostname)) {
    throw new RequestRefusedError(`refused private address ${hostname}`)
  }
}

/** Whether a module declared the host: it may be asked nothing else. */
export function hostAllowed(hostname: string, hosts: readonly string[]): boolean {
  return hosts.includes(hostname.toLowerCase())
}
