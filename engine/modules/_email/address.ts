/** The parts of an email address, for modules that look at its domain or local part. */
export interface AddressParts {
  local: string
  /** Lower case, without a trailing dot. */
  domain: string
}

/**
 * A practical syntax check (RFC 5322's dot-atom local part, a dotted domain of LDH labels):
 * the shapes mail providers accept, not every address the RFC allows.
 */
const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/
const LABEL = /^(?!-)[A-Za-z0-9-]{1,63}(?<!-)$/

export function parseAddress(address: string): AddressParts | undefined {
  const at = address.lastIndexOf('@')
  if (at <= 0 || address.length > 254) return undefined
  const local = address.slice(0, at)
  const domain = address
    .slice(at + 1)
    .replace(/\.$/, '')
    .toLowerCase()
  if (local.length > 64 || !LOCAL.test(local)) return undefined
  const labels = domain.split('.')
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return undefined
  if (/^\d+$/.test(labels[labels.length - 1] ?? '')) return undefined
  return { local, domain }
}

/**
 * A value as one URL path segment. encodeURIComponent leaves dots alone, and a segment that
 * is only dots would climb the path ("/users/../x"), so those dots are encoded too.
 */
export function pathSegment(value: string): string {
  const encoded = encodeURIComponent(value)
  return /^\.+$/.test(encoded) ? encoded.replace(/\./g, '%2E') : encoded
}
