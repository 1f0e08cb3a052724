import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { canonicalAddress, isLocalName, isPrivateAddress } from './private-address.ts'

/** Ranges a lookup must never reach, written out here on their own as the test's reference. */
const PRIVATE_V4: [number, number, number, number, number][] = [
  [0, 0, 0, 0, 8],
  [10, 0, 0, 0, 8],
  [100, 64, 0, 0, 10],
  [127, 0, 0, 0, 8],
  [169, 254, 0, 0, 16],
  [172, 16, 0, 0, 12],
  [192, 0, 0, 0, 24],
  [192, 0, 2, 0, 24],
  [192, 168, 0, 0, 16],
  [198, 18, 0, 0, 15],
  [198, 51, 100, 0, 24],
  [203, 0, 113, 0, 24],
  [224, 0, 0, 0, 4],
  [240, 0, 0, 0, 4],
]

const toInt = (o: number[]) => ((o[0]! << 24) | (o[1]! << 16) | (o[2]! << 8) | o[3]!) >>> 0
const octets = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]
const hex4 = (n: number) => n.toString(16)

const privateV4 = fc
  .constantFrom(...PRIVATE_V4)
  .chain(([a, b, c, d, bits]) =>
    fc
      .integer({ min: 0, max: 2 ** (32 - bits) - 1 })
      .map((offset) => octets((toInt([a, b, c, d]) + offset) >>> 0)),
  )

/** First octets with no reserved range anywhere inside them. */
const PUBLIC_FIRST = [1, 8, 9, 13, 23, 31, 45, 52, 64, 77, 93, 104, 128, 142, 151, 185, 199, 216]
const publicV4 = fc.tuple(
  fc.constantFrom(...PUBLIC_FIRST),
  fc.nat(255),
  fc.nat(255),
  fc.integer({ min: 1, max: 254 }),
)

/** Every way an IPv4 address can be written where an address is expected. */
function v4Notations(o: number[]): string[] {
  const n = toInt(o)
  return [
    o.join('.'),
    String(n), // 2130706433
    `0x${n.toString(16)}`, // 0x7f000001
    o.map((x) => `0${x.toString(8)}`).join('.'), // 0177.00.00.01
    `${o[0]}.${(o[1]! << 16) | (o[2]! << 8) | o[3]!}`, // 127.1
    `${o[0]}.${o[1]}.${(o[2]! << 8) | o[3]!}`,
  ]
}

/** Every way an IPv4 address can be carried inside IPv6. */
function v6Carriers(o: number[]): string[] {
  const n = toInt(o)
  const hi = hex4(n >>> 16)
  const lo = hex4(n & 0xffff)
  const dotted = o.join('.')
  return [
    `::ffff:${dotted}`,
    `::ffff:${hi}:${lo}`,
    `::FFFF:${hi.toUpperCase()}:${lo.toUpperCase()}`,
    `0:0:0:0:0:ffff:${hi}:${lo}`,
    `0000:0000:0000:0000:0000:ffff:${hi.padStart(4, '0')}:${lo.padStart(4, '0')}`,
    `[::ffff:${dotted}]`,
    `::${dotted}`, // IPv4-compatible
    `::ffff:0:${dotted}`, // IPv4-translated
    `64:ff9b::${dotted}`, // NAT64
    `64:ff9b::${hi}:${lo}`,
    `2002:${hi}:${lo}::1`, // 6to4
  ]
}

describe('isPrivateAddress', () => {
  it('refuses the addresses that reached loopback and the metadata service', () => {
    for (const address of [
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      '::ffff:127.0.0.1',
      '[::ffff:127.0.0.1]',
      '169.254.169.254',
      'fd00:ec2::254',
      '100.100.100.200',
      '::1',
      '0:0:0:0:0:0:0:1',
      '::',
      'fe80::1%eth0',
      'FE80::ABCD',
      'fc00::1',
      'ff02::1',
      '2001:db8::1',
      '3fff::1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2', // Teredo
    ]) {
      expect(isPrivateAddress(address), address).toBe(true)
    }
  })

  it('allows public addresses', () => {
    for (const address of ['8.8.8.8', '93.184.215.14', '2606:4700:4700::1111', '2a00:1450::1']) {
      expect(isPrivateAddress(address), address).toBe(false)
    }
  })

  it('says names are not addresses (they are checked once resolved)', () => {
    expect(isPrivateAddress('github.com')).toBe(false)
    expect(isPrivateAddress('face.b00c')).toBe(false)
    expect(canonicalAddress('github.com')).toBeNull()
  })

  it('refuses every notation of every private IPv4 address', () => {
    fc.assert(
      fc.property(privateV4, (o) => {
        for (const notation of [...v4Notations(o), ...v6Carriers(o)]) {
          expect(isPrivateAddress(notation), notation).toBe(true)
        }
      }),
      { numRuns: 500 },
    )
  })

  it('reads every IPv4 notation of a public address as that address, and allows it', () => {
    fc.assert(
      fc.property(publicV4, (o) => {
        for (const notation of v4Notations(o)) {
          expect(canonicalAddress(notation)?.address, notation).toBe(o.join('.'))
          expect(isPrivateAddress(notation), notation).toBe(false)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('refuses public IPv4 addresses wrapped in IPv6 transition ranges', () => {
    fc.assert(
      fc.property(publicV4, (o) => {
        for (const notation of v6Carriers(o))
          expect(isPrivateAddress(notation), notation).toBe(true)
      }),
      { numRuns: 100 },
    )
  })

  it('refuses unique-local, link-local and multicast IPv6 in any spelling', () => {
    const group = fc.integer({ min: 0, max: 0xffff })
    const addr = fc.tuple(
      fc.constantFrom(0xfc00, 0xfd12, 0xfe80, 0xfebf, 0xff02, 0xff0e),
      fc.array(group, { minLength: 7, maxLength: 7 }),
      fc.boolean(),
    )
    fc.assert(
      fc.property(addr, ([first, rest, upper]) => {
        const groups = [first, ...rest].map(hex4)
        const full = groups.join(':')
        const padded = groups.map((g) => g.padStart(4, '0')).join(':')
        for (const text of [full, padded, `[${full}]`, `${full}%eth0`]) {
          const spelled = upper ? text.toUpperCase() : text
          expect(isPrivateAddress(spelled), spelled).toBe(true)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('reads the canonical form a URL gives, as the outbound client sees it', () => {
    fc.assert(
      fc.property(privateV4, (o) => {
        for (const carrier of v6Carriers(o).filter((c) => !c.startsWith('['))) {
          const host = new URL(`http://[${carrier}]/`).hostname
          expect(isPrivateAddress(host), host).toBe(true)
        }
        for (const notation of v4Notations(o)) {
          const host = new URL(`http://${notation}/`).hostname
          expect(isPrivateAddress(host), host).toBe(true)
        }
      }),
      { numRuns: 200 },
    )
  })
})

describe('isLocalName', () => {
  it('knows the names that always mean this machine or network', () => {
    for (const name of [
      'localhost',
      'LOCALHOST.',
      'api.localhost',
      'printer.local',
      'metadata.google.internal',
    ])
      expect(isLocalName(name), name).toBe(true)
    for (const name of ['github.com', 'localhost.example.com', 'local', 'internal.example'])
      expect(isLocalName(name), name).toBe(false)
  })
})
