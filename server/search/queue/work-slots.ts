/**
 * What an instance's searches cost it, counted the same way by every backend (the in-process
 * admission and the pg-boss fetcher). A search is busy while its checks are in flight: it
 * spends its CPU in its first second, sending hundreds of requests and reading their answers.
 * Once nearly all have settled it only waits for a few stragglers, costing next to nothing,
 * and gives its slot to the next search while it finishes. A bound on searches at once, busy
 * or waiting, keeps memory in hand.
 */

/** How many searches may run at once, busy or waiting, per busy slot. */
export const RUNNING_PER_SLOT = 2

export interface SearchSlot {
  /** The search only waits for stragglers now: its busy slot goes to the next search. */
  tail(): void
  /** The search has ended (each call after the first does nothing). */
  end(): void
}

export interface WorkSlots {
  readonly capacity: number
  /** How many more searches may start now. */
  room(): number
  /** Takes a slot for a search that starts now. */
  take(): SearchSlot
  busy(): number
  running(): number
}

/** `onRoom` hears each time a slot frees, so whoever waits for one can go. */
export function createWorkSlots(capacity: number, onRoom: () => void): WorkSlots {
  if (!Number.isInteger(capacity) || capacity < 1) {
    throw new RangeError(`capacity must be a positive whole number, got ${capacity}`)
  }
  let busy = 0
  let running = 0
  return {
    capacity,
    room: () => Math.max(0, Math.min(capacity - busy, RUNNING_PER_SLOT * capacity - running)),
    busy: () => busy,
    running: () => running,
    take() {
      busy++
      running++
      let state: 'busy' | 'tail' | 'ended' = 'busy'
      return {
        tail() {
          if (state !== 'busy') return
          state = 'tail'
          busy--
          onRoom()
        },
        end() {
          if (state === 'ended') return
          if (state === 'busy') busy--
          state = 'ended'
          running--
          onRoom()
        },
      }
    },
  }
}
