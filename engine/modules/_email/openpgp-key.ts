import { createHash } from 'node:crypto'

/** What a published OpenPGP certificate tells about its owner, read from its primary key. */
export interface OpenPgpKeyInfo {
  /** Upper-case hex: 40 digits for v4 keys, 64 for v5/v6. */
  fingerprint: string
  version: number
  algorithm: string
  /** Modulus size, for RSA keys only. */
  bits?: number
  created: Date
  /** User IDs in packet order, e.g. "Ada Lovelace <ada@example.com>". */
  userIds: string[]
}

const ALGORITHMS: Record<number, string> = {
  1: 'RSA',
  2: 'RSA (encrypt only)',
  3: 'RSA (sign only)',
  16: 'ElGamal',
  17: 'DSA',
  18: 'ECDH',
  19: 'ECDSA',
  22: 'EdDSA',
  25: 'X25519',
  26: 'X448',
  27: 'Ed25519',
  28: 'Ed448',
}

const TAG_PUBLIC_KEY = 6
const TAG_USER_ID = 13

/** The binary body of an ASCII-armored block: headers, the CRC line and the frame dropped. */
export function dearmor(armored: string): Buffer | undefined {
  const lines = armored.replace(/\r/g, '').split('\n')
  const begin = lines.findIndex((line) => /^-----BEGIN PGP [A-Z ]+-----$/.test(line.trim()))
  if (begin < 0) return undefined
  let i = begin + 1
  // Armor headers ("Comment: ...") run until the first blank line.
  while (i < lines.length && /^[A-Za-z-]+: /.test(lines[i] ?? '')) i++
  const body: string[] = []
  for (; i < lines.length; i++) {
    const line = (lines[i] ?? '').trim()
    if (line.startsWith('-----END') || /^=[A-Za-z0-9+/]{4}$/.test(line)) break
    body.push(line)
  }
  const base64 = body.join('')
  if (!/^[A-Za-z0-9+/]+=*$/.test(base64)) return undefined
  return Buffer.from(base64, 'base64')
}

interface Packet {
  tag: number
  body: Buffer
}

/** Splits a binary certificate into packets (old and new header formats, RFC 9580 §4.2). */
export function readPackets(data: Buffer): Packet[] {
  const packets: Packet[] = []
  let at = 0
  while (at < data.length) {
    const head = data[at++] ?? 0
    if ((head & 0x80) === 0) throw new Error('not an OpenPGP packet')
    let tag: number
    let length: number
    if (head & 0x40) {
      tag = head & 0x3f
      const first = data[at++] ?? 0
      if (first < 192) length = first
      else if (first < 224) length = ((first - 192) << 8) + (data[at++] ?? 0) + 192
      else if (first === 255) {
        length = data.readUInt32BE(at)
        at += 4
      } else throw new Error('partial packet lengths are not used in certificates')
    } else {
      tag = (head >> 2) & 0x0f
      const kind = head & 0x03
      if (kind === 0) length = data[at++] ?? 0
      else if (kind === 1) {
        length = data.readUInt16BE(at)
        at += 2
      } else if (kind === 2) {
        length = data.readUInt32BE(at)
        at += 4
      } else length = data.length - at
    }
    if (at + length > data.length) throw new Error('truncated OpenPGP packet')
    packets.push({ tag, body: data.subarray(at, at + length) })
    at += length
  }
  return packets
}

function fingerprintOf(body: Buffer, version: number): string {
  if (version === 4) {
    const prefix = Buffer.from([0x99, (body.length >> 8) & 0xff, body.length & 0xff])
    return createHash('sha1').update(prefix).update(body).digest('hex').toUpperCase()
  }
  const prefix = Buffer.alloc(5)
  prefix[0] = version === 6 ? 0x9b : 0x9a
  prefix.writeUInt32BE(body.length, 1)
  return createHash('sha256').update(prefix).update(body).digest('hex').toUpperCase()
}

/** Reads the primary key and user IDs of an armored public certificate. */
export function readPublicKey(armored: string): OpenPgpKeyInfo | undefined {
  const data = dearmor(armored)
  if (!data) return undefined
  const packets = readPackets(data)
  const primary = packets.find((p) => p.tag === TAG_PUBLIC_KEY)
  if (!primary || primary.body.length < 6) return undefined
  const body = primary.body
  const version = body[0] ?? 0
  if (version !== 4 && version !== 5 && version !== 6) return undefined
  const algorithmId = body[5] ?? 0
  // v5/v6 put a four-octet key material length before the material.
  const material = version === 4 ? 6 : 10
  const bits =
    algorithmId >= 1 && algorithmId <= 3 && body.length >= material + 2
      ? body.readUInt16BE(material)
      : undefined
  return {
    fingerprint: fingerprintOf(body, version),
    version,
    algorithm: ALGORITHMS[algorithmId] ?? `algorithm ${algorithmId}`,
    bits,
    created: new Date(body.readUInt32BE(1) * 1000),
    userIds: packets.filter((p) => p.tag === TAG_USER_ID).map((p) => p.body.toString('utf8')),
  }
}

/** "Ada Lovelace (work) <ada@example.com>" → name "Ada Lovelace", email "ada@example.com". */
export function splitUserId(userId: string): { name?: string; email?: string } {
  const email = /<([^<>\s]+@[^<>\s]+)>/.exec(userId)?.[1]
  const name = userId
    .replace(/<[^>]*>/g, '')
    .replace(/\([^)]*\)/g, '')
    .trim()
  if (!email && /^[^\s@]+@[^\s@]+$/.test(name)) return { email: name }
  return { name: name || undefined, email }
}
