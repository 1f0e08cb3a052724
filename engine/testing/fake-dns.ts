import { createSocket, type RemoteInfo } from 'node:dgram'
import { EventEmitter, once } from 'node:events'
import { isIP } from 'node:net'

/**
 * A DNS server on loopback for tests and the benchmark: it answers A, AAAA and MX questions from
 * a table, says NXDOMAIN for names it does not know, and can be told to answer late or never.
 * It speaks plain DNS over UDP (RFC 1035), as a recursive resolver answers a stub.
 */

export interface FakeDnsAnswer {
  /** The name's addresses, IPv4 and IPv6 alike; none answers "no such name". */
  addresses?: string[]
  /** Their TTL in seconds (default 300). */
  ttl?: number
  /** The name's mail servers (MX records), for a name that has addresses or not. */
  mx?: { exchange: string; priority: number }[]
  /** Never answer this name. */
  silent?: boolean
}

export interface FakeDnsOptions {
  /** What each name answers; a function decides for names the table does not hold. */
  answer?: (name: string) => FakeDnsAnswer | undefined
  /** Each answer is sent this many ms after the question (default 0). */
  delayMs?: number
  /** Never answers anything: a resolver that is down. */
  silent?: boolean
  /** Holds every answer until `release()`: shows what was asked before anything came back. */
  hold?: boolean
}

const TYPE_A = 1
const TYPE_AAAA = 28
const TYPE_MX = 15

function readName(message: Buffer, offset: number): { name: string; end: number } {
  const labels: string[] = []
  let at = offset
  for (let guard = 0; guard < 128; guard++) {
    const length = message[at]
    if (length === undefined) throw new Error('truncated question')
    if (length === 0) return { name: labels.join('.'), end: at + 1 }
    labels.push(message.toString('latin1', at + 1, at + 1 + length))
    at += 1 + length
  }
  throw new Error('question name too long')
}

/** A name as DNS writes it: length-prefixed labels, then a zero byte. */
function nameBytes(name: string): Buffer {
  const labels = name.split('.').filter(Boolean)
  return Buffer.concat([
    ...labels.map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label)])),
    Buffer.from([0]),
  ])
}

function mxBytes(mx: { exchange: string; priority: number }): Buffer {
  const preference = Buffer.alloc(2)
  preference.writeUInt16BE(mx.priority, 0)
  return Buffer.concat([preference, nameBytes(mx.exchange)])
}

function addressBytes(address: string): Buffer {
  if (isIP(address) === 4) return Buffer.from(address.split('.').map(Number))
  const [head = '', tail = ''] = address.split('::')
  const groups = (part: string) => (part ? part.split(':') : [])
  const left = groups(head)
  const right = groups(tail)
  const middle = address.includes('::') ? Array(8 - left.length - right.length).fill('0') : []
  const out = Buffer.alloc(16)
  ;[...left, ...middle, ...right].forEach((g, i) => out.writeUInt16BE(parseInt(g, 16), i * 2))
  return out
}

/** The answer to one question, or null for a name that gets none. */
function reply(query: Buffer, options: FakeDnsOptions): { bytes: Buffer; name: string } | null {
  const { name, end } = readName(query, 12)
  const type = query.readUInt16BE(end)
  const decided = options.answer?.(name.toLowerCase())
  if (options.silent || decided?.silent) return null
  const family = type === TYPE_A ? 4 : type === TYPE_AAAA ? 6 : 0
  const records: Buffer[] =
    type === TYPE_MX
      ? (decided?.mx ?? []).map(mxBytes)
      : (decided?.addresses ?? []).filter((a) => isIP(a) === family).map(addressBytes)
  const known = Boolean(decided?.addresses ?? decided?.mx)
  const header = Buffer.alloc(12)
  header.writeUInt16BE(query.readUInt16BE(0), 0)
  // A response, recursion desired and available; NXDOMAIN for a name it does not know.
  header.writeUInt16BE(known ? 0x8180 : 0x8183, 2)
  header.writeUInt16BE(1, 4)
  header.writeUInt16BE(records.length, 6)
  const question = query.subarray(12, end + 4)
  const answers = records.map((data) => {
    const record = Buffer.alloc(12)
    record.writeUInt16BE(0xc00c, 0) // the question's name
    record.writeUInt16BE(type, 2)
    record.writeUInt16BE(1, 4) // IN
    record.writeUInt32BE(decided?.ttl ?? 300, 6)
    record.writeUInt16BE(data.length, 10)
    return Buffer.concat([record, data])
  })
  return { bytes: Buffer.concat([header, question, ...answers]), name: name.toLowerCase() }
}

export async function startFakeDns(options: FakeDnsOptions = {}) {
  // Room for a whole catalogue's questions at once: the default buffer drops past a few hundred.
  const socket = createSocket({ type: 'udp4', recvBufferSize: 4 << 20 })
  const questions: string[] = []
  const timers = new Set<ReturnType<typeof setTimeout>>()
  const held: (() => void)[] = []
  const events = new EventEmitter()
  let holding = options.hold === true
  let answered = 0
  socket.on('message', (query: Buffer, from: RemoteInfo) => {
    let answer: ReturnType<typeof reply>
    try {
      const { name } = readName(query, 12)
      questions.push(name.toLowerCase())
      answer = reply(query, options)
    } catch {
      return
    }
    events.emit('question', questions.length)
    if (!answer) return
    const send = () => {
      answered++
      socket.send(answer.bytes, from.port, from.address)
    }
    if (holding) return void held.push(send)
    if (!options.delayMs) return send()
    const timer = setTimeout(() => {
      timers.delete(timer)
      send()
    }, options.delayMs)
    timers.add(timer)
  })
  socket.bind(0, '127.0.0.1')
  await once(socket, 'listening')
  return {
    /** `127.0.0.1:port`, as `Resolver.setServers` and LOOKUP_DNS_SERVERS take it. */
    server: `127.0.0.1:${socket.address().port}`,
    /** Every question asked so far, by name (A and AAAA alike), in order. */
    questions,
    /** How many answers it has sent. */
    answered: () => answered,
    /** Resolves once `count` questions have been asked in all. */
    async asked(count: number): Promise<void> {
      while (questions.length < count) await once(events, 'question')
    },
    /** Sends the held answers, and every later one at once. */
    release() {
      holding = false
      for (const send of held.splice(0)) send()
    },
    async close() {
      for (const timer of timers) clearTimeout(timer)
      await new Promise<void>((resolve) => socket.close(() => resolve()))
    },
  }
}

export type FakeDns = Awaited<ReturnType<typeof startFakeDns>>
