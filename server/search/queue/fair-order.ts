/**
 * The search queue's one order and its one "your place", for every backend (ADR 021): the
 * admission queue of a single process and pg-boss's queue across instances.
 *
 * A waiting search has a round: how many searches its owner already had at once (waiting or
 * running) when it arrived. Searches leave the queue by round, then by arrival, so a
 * person's second search at once waits behind everyone's first. Rounds are fixed on arrival:
 * a search never falls behind one that came after it in its round.
 */
export interface Queued {
  round: number
  /** Any number that grows with arrival: a counter, or a rank by creation time. */
  arrival: number
}

/** Sorts waiting searches into the order they leave the queue. */
export const queueOrder = (a: Queued, b: Queued): number =>
  a.round - b.round || a.arrival - b.arrival

/** A search's place: how many of the waiting searches leave the queue before it. */
export function placesInQueue<T extends Queued>(waiting: Iterable<T>): Map<T, number> {
  return new Map([...waiting].sort(queueOrder).map((search, ahead) => [search, ahead]))
}

/**
 * Tells a waiting search's owner its place, and again only when it changes: each backend
 * works its places out as often as it likes, owners hear news only.
 */
export function placeTeller<K>(tell: (key: K, ahead: number) => void | Promise<void>) {
  const told = new Map<K, number>()
  return {
    async tell(key: K, ahead: number) {
      if (told.get(key) === ahead) return
      told.set(key, ahead)
      await tell(key, ahead)
    },
    /** The search left the queue: nothing more to tell. */
    forget: (key: K) => void told.delete(key),
  }
}
