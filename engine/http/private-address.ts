import { BlockList, isIP } from 'node:net'

/**
 * Address ranges a lookup must never reach: this machine, private networks, link-local (and
 * so cloud metadata at 169.254.169.254 and fd00:ec2::254), carrier-grade NAT, documentation
 * and benchmark ranges, multicast and reserved space. The IPv6 transition ranges (IPv4-mapped,
 * IPv4-compatible, SIIT, NAT64, 6to4, Teredo) are refused whole: each can carry a private
 * IPv4 address inside it, and no platform is reached through one.
 */
const V4_BLOCKED: readonly [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT (also Alibaba's metadata service)
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.31.196.0', 24], // AS112
  ['192.52.193.0', 24], // AMT
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16],
  ['192.175.48.0', 24], // AS112
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and broadcast
]

const V6_BLOCKED: readonly [string, number][] = [
  ['::', 96], // unspecified, loopback and IPv4-compatible
  ['::ffff:0:0', 96], // IPv4-mapped
  ['::ffff:0:0:0', 96], // IPv4-translated (SIIT)
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments, Teredo among them
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['3fff::', 20], // documentation
  ['5f00::', 16], // segment routing
  ['fc00::', 7], // unique local (AWS metadata: fd00:ec2::254)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
]

// Two lists, each consulted for its own family only: BlockList matches an IPv4 address
// against an IPv4-mapped IPv6 rule, so one list refusing ::ffff:0:0/96 would refuse all IPv4.
const v4Blocked = new BlockList()
for (const [net, bits] of V4_BLOCKED) v4Blocked.addSubnet(net, bits, 'ipv4')
const v6Blocked = new BlockList()
for (const [net, bits] of V6_BLOCKED) v6Blocked.addSubnet(net, bits, 'ipv6')

/** Digits, hex and dots only: what the legacy IPv4 notations (127.1, 0x7f.0.0.1, 2130706433) use. */
const LEGACY_V4 = /^[0-9a-fx.]+$/i

/**
 * The address in a form `isIP` reads, or null for a name: brackets and an IPv6 zone
 * (`fe80::1%eth0`) are dropped, and legacy IPv4 notations are read the way URLs read them.
 */
export function canonicalAddress(input: string): { address: string; family: 4 | 6 } | null {
  let text = input.trim()
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1)
  const zone = text.indexOf('%')
  if (zone > 0 && text.includes(':')) text = text.slice(0, zone)
  const family = isIP(text)
  if (family === 4 || family === 6) return { address: text, family }
  if (!LEGACY_V4.test(text) || !/\d/.test(text)) return null
  try {
    const host = new URL(`http://${text}/`).hostname
    return isIP(host) === 4 ? { address: host, family: 4 } : null
  } catch {
    return null
  }
}

/** True when `address` is an IP address (in any notation) that lookups must not reach. */
export function isPrivateAddress(address: string): boolean {
  const canonical = canonicalAddress(address)
  if (!canonical) return false
  return canonical.family === 4
    ? v4Blocked.check(canonical.address, 'ipv4')
    : v6Blocked.check(canonical.address, 'ipv6')
}

/** Names that always mean this machine or the local network, whatever DNS says. */
export function isLocalName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '')
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name.endsWith('.local') ||
    name.endsWith('.internal')
  )
}
