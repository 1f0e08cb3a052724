import { placeTeller, placesInQueue, queueOrder, type Queued } from './fair-order.ts'

/**
 * Admission: an instance runs at most `capacity` searches at once; the others wait in the
 * fair queue (fair-order.ts) instead of piling onto the workers until every check times out.
 */

export interface QueueTicket {
  userId: string
  /** Hears its place whenever it changes: how many searches will start before it. */
  onPlace?: (ahead: number) => void
}

interface Waiting extends QueueTicket, Queued {
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
  let arrivals = 0
  /** In queue order. */
  const queue: Waiting[] = []
  /** Each person's searches at once, waiting or running: the round of their next one. */
  const atOnce = new Map<string, number>()
  const places = placeTeller<Waiting>((entry, ahead) => entry.onPlace?.(ahead))

  /** The one place that decides whether another search may start now. */
  const mayStart = () => active < capacity

  const count = (userId: string, change: 1 | -1) => {
    const n = (atOnce.get(userId) ?? 0) + change
    if (n > 0) atOnce.set(userId, n)
    else atOnce.delete(userId)
  }

  function admitWhileRoom() {
    while (queue.length > 0 && mayStart()) {
      const next = queue.shift() as Waiting
      places.forget(next)
      active++
      next.admit()
    }
    for (const [entry, ahead] of placesInQueue(queue)) void places.tell(entry, ahead)
  }

  const slotOf = (userId: string) => {
    let freed = false
    return () => {
      if (freed) return
      freed = true
      active--
      count(userId, -1)
      admitWhileRoom()
    }
  }

  return {
    capacity,
    running: () => active,
    waiting: () => queue.length,
    enter(ticket, signal) {
      if (signal?.aborted) return Promise.reject(signal.reason)
      return new Promise((resolve, reject) => {
        const entry: Waiting = {
          ...ticket,
          round: atOnce.get(ticket.userId) ?? 0,
          arrival: arrivals++,
          admit: () => {
            signal?.removeEventListener('abort', onAbort)
            resolve(slotOf(ticket.userId))
          },
        }
        const onAbort = () => {
          const i = queue.indexOf(entry)
          if (i < 0) return
          queue.splice(i, 1)
          places.forget(entry)
          count(ticket.userId, -1)
          reject(signal?.reason)
          admitWhileRoom()
        }
        signal?.addEventListener('abort', onAbort, { once: true })
        count(ticket.userId, 1)
        queue.push(entry)
        queue.sort(queueOrder)
        admitWhileRoom()
      })
    },
  }
}
