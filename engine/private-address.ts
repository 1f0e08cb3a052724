import { isIP } from 'node:net'

const V4_BLOCKS: [number, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
].map(([ip, bits]) => [v4ToInt(ip as string), bits as number])

function v4ToInt(ip: string): number {
  return ip.split('.').reduce((n, part) => (n << 8) + Number(part), 0) >>> 0
}

/** True for loopback, private, link-local, carrier-grade NAT, documentation and multicast addresses. */
export function isPrivateAddress(address: string): boolean {
  const kind = isIP(address)
  if (kind === 4) {
    const n = v4ToInt(address)
    return V4_BLOCKS.some(
      ([base, bits]) => bits === 0 || n >>> (32 - bits) === base >>> (32 - bits),
    )
  }
  if (kind === 6) {
    const a = address.toLowerCase()
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a)
    if (mapped?.[1]) return isPrivateAddress(mapped[1])
    return (
      a === '::' ||
      a === '::1' ||
      /^f[cd][0-9a-f]{2}:/.test(a) || // fc00::/7 unique local
      /^fe[89ab][0-9a-f]:/.test(a) || // fe80::/10 link-local
      /^ff[0-9a-f]{2}:/.test(a) // multicast
    )
  }
  return false
}
