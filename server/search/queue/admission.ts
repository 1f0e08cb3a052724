import { placeTeller, placesInQueue, queueOrder, type Queued } from './fair-order.ts'
import { createWorkSlots, type SearchSlot } from './work-slots.ts'

/**
 * Admission: an instance runs at most `capacity` busy searches at once (work-slots.ts: a
 * search that only waits for stragglers gives its slot up); the others wait in the fair
 * queue (fair-order.ts) instead of piling onto the workers until every check times out.
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
   * Resolves when the search may start, with its slot (tell it when the search only waits,
   * and when it has ended). Rejects if `signal` aborts while it waits.
   */
  enter(ticket: QueueTicket, signal?: AbortSignal): Promise<SearchSlot>
  readonly capacity: number
  /** Searches that are busy now (not those only waiting for stragglers). */
  busy(): number
  /** Searches running now, busy or waiting for stragglers. */
  running(): number
  waiting(): number
}

export function createAdmission(capacity: number): Admission {
  const slots = createWorkSlots(capacity, () => admitWhileRoom())
  let arrivals = 0
  /** In queue order. */
  const queue: Waiting[] = []
  /** Each person's searches at once, waiting or running: the round of their next one. */
  const atOnce = new Map<string, number>()
  const places = placeTeller<Waiting>((entry, ahead) => entry.onPlace?.(ahead))

  const count = (userId: string, change: 1 | -1) => {
    const n = (atOnce.get(userId) ?? 0) + change
    if (n > 0) atOnce.set(userId, n)
    else atOnce.delete(userId)
  }

  function admitWhileRoom() {
    while (queue.length > 0 && slots.room() > 0) {
      const next = queue.shift() as Waiting
      places.forget(next)
      next.admit()
    }
    for (const [entry, ahead] of placesInQueue(queue)) void places.tell(entry, ahead)
  }

  const slotOf = (userId: string): SearchSlot => {
    const slot = slots.take()
    let ended = false
    return {
      tail: slot.tail,
      end() {
        if (ended) return
        ended = true
        // A person's searches count for their round until each one has ended.
        count(userId, -1)
        slot.end()
      },
    }
  }

  return {
    capacity,
    busy: slots.busy,
    running: slots.running,
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
