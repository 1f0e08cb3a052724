/**
 * Admission: an instance runs at most `capacity` searches at once; the others wait in a fair
 * queue instead of piling onto the workers until every check times out.
 *
 * Fair means first come, first served, except that nobody has two searches ahead of another
 * person's one: each waiting search gets a round, its owner's previous waiting search's round
 * plus one, and never below the round now at the head of the queue (start-time fair queuing
 * with every search costing the same). The queue runs by round, then by arrival. Rounds are
 * fixed on arrival, so a search never falls back behind one that came after it in its round.
 */

export interface QueueTicket {
  userId: string
  /** Hears its place whenever it changes: how many searches will start before it. */
  onPlace?: (ahead: number) => void
}

interface Waiting extends QueueTicket {
  round: number
  seq: number
  admit: () => void
}

export interface Admission {
  /**
   * Resolves when the search may start, with the function that frees its slot (call it once
   * the search has ended). Rejects if `signal` aborts while it waits.
   */
  enter(ticket: QueueTicket, signal?: AbortSignal): Promise<() => void>
  readonly capacity: number
  running(): number
  waiting(): number
}

export function createAdmission(capacity: number): Admission {
  if (!Number.isInteger(capacity) || capacity < 1) {
    throw new RangeError(`capacity must be a positive whole number, got ${capacity}`)
  }
  let active = 0
  let seq = 0
  /** In queue order: by round, then by arrival. */
  const queue: Waiting[] = []
  const told = new WeakMap<Waiting, number>()

  const tellPlaces = () => {
    queue.forEach((entry, ahead) => {
      if (told.get(entry) === ahead) return
      told.set(entry, ahead)
      entry.onPlace?.(ahead)
    })
  }

  const release = () => {
    let released = false
    return () => {
      if (released) return
      released = true
      const next = queue.shift()
      if (next) {
        next.admit()
        tellPlaces()
      } else active--
    }
  }

  function place(entry: Waiting) {
    let i = queue.length
    while (i > 0) {
      const before = queue[i - 1] as Waiting
      if (before.round < entry.round || (before.round === entry.round && before.seq < entry.seq))
        break
      i--
    }
    queue.splice(i, 0, entry)
  }

  return {
    capacity,
    running: () => active,
    waiting: () => queue.length,
    enter(ticket, signal) {
      if (signal?.aborted) return Promise.reject(signal.reason)
      if (active < capacity && queue.length === 0) {
        active++
        return Promise.resolve(release())
      }
      return new Promise((resolve, reject) => {
        const head = queue[0]?.round ?? 0
        const own = queue.filter((w) => w.userId === ticket.userId).at(-1)
        const entry: Waiting = {
          ...ticket,
          round: Math.max(head, own ? own.round + 1 : head),
          seq: seq++,
          admit: () => {
            signal?.removeEventListener('abort', onAbort)
            resolve(release())
          },
        }
        const onAbort = () => {
          const i = queue.indexOf(entry)
          if (i < 0) return
          queue.splice(i, 1)
          reject(signal?.reason)
          tellPlaces()
        }
        signal?.addEventListener('abort', onAbort, { once: true })
        place(entry)
        tellPlaces()
      })
    },
  }
}
