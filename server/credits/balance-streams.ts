import type { Writable } from 'node:stream'
import type { CreditsBus } from './bus.ts'
import type { BalanceEvent } from '../../shared/api.ts'

/** Open balance streams one person may hold; opening one more closes their oldest. */
export const MAX_STREAMS_PER_USER = 8
const HEARTBEAT_MS = 25_000

interface UserStreams {
  streams: Set<Writable>
  unsubscribe: () => void
  /** Reads run one after another, so balances go out in the order they were read. */
  chain: Promise<void>
  /** A broadcast is waiting in the chain: further changes until it starts need no other. */
  broadcastQueued: boolean
}

/**
 * Every open balance stream (SSE), grouped by person. A balance change is read once per
 * person and written to all their streams, however many pages they have open; a person
 * opening streams without end only ever holds the newest few.
 */
export function createBalanceStreams(deps: {
  bus: CreditsBus
  readBalance: (userId: string) => Promise<number>
  warn: (err: unknown) => void
  maxPerUser?: number
}) {
  const maxPerUser = deps.maxPerUser ?? MAX_STREAMS_PER_USER
  const users = new Map<string, UserStreams>()
  const event = (credits: number) => {
    const data: BalanceEvent = { credits }
    return `event: balance\ndata: ${JSON.stringify(data)}\n\n`
  }

  const heartbeat = setInterval(() => {
    for (const user of users.values()) for (const out of user.streams) out.write(': keep-alive\n\n')
  }, HEARTBEAT_MS)
  heartbeat.unref()

  /** Reads the balance once and writes it to the streams `targets` picks when the read starts. */
  function send(userId: string, user: UserStreams, targets: () => Iterable<Writable>) {
    user.chain = user.chain.then(async () => {
      const streams = [...targets()]
      try {
        const credits = await deps.readBalance(userId)
        for (const out of streams) if (out.writable) out.write(event(credits))
      } catch (err) {
        deps.warn(err)
      }
    })
  }

  function broadcast(userId: string, user: UserStreams) {
    if (user.broadcastQueued) return
    user.broadcastQueued = true
    send(userId, user, () => {
      user.broadcastQueued = false
      return user.streams
    })
  }

  function forget(userId: string, out: Writable) {
    const user = users.get(userId)
    if (!user?.streams.delete(out)) return
    if (user.streams.size === 0) {
      user.unsubscribe()
      users.delete(userId)
    }
  }

  return {
    /** Adds a stream (headers already sent): it gets the balance now and on every change. */
    open(userId: string, out: Writable) {
      let user = users.get(userId)
      if (!user) {
        const created: UserStreams = {
          streams: new Set(),
          unsubscribe: () => undefined,
          chain: Promise.resolve(),
          broadcastQueued: false,
        }
        created.unsubscribe = deps.bus.subscribe(userId, () => broadcast(userId, created))
        users.set(userId, created)
        user = created
      }
      user.streams.add(out)
      out.on('close', () => forget(userId, out))
      out.write('retry: 5000\n\n')
      if (user.streams.size > maxPerUser) {
        const oldest = user.streams.values().next().value as Writable
        forget(userId, oldest)
        // A terminal event: the page that opened it stops instead of reconnecting.
        oldest.end('event: superseded\ndata: {}\n\n')
      }
      // The newcomer needs the balance now; the others already have it.
      send(userId, user, () => [out])
    },

    /** Ends every stream (shutdown): browsers reconnect, to another instance if need be. */
    closeAll() {
      clearInterval(heartbeat)
      for (const [userId, user] of users) {
        for (const out of user.streams) {
          forget(userId, out)
          out.end()
        }
      }
    },

    count: () => [...users.values()].reduce((n, u) => n + u.streams.size, 0),
  }
}

export type BalanceStreams = ReturnType<typeof createBalanceStreams>
