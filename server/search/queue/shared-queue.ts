import { and, asc, count, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { searches } from '../../db/schema.ts'
import { placeTeller, placesInQueue } from './fair-order.ts'
import type { SearchStore } from '../store/search-store.ts'

/**
 * The fair queue (queue/fair-order.ts) across instances, kept in `searches`: a search's round
 * is written on its row when it is queued, and every instance reads the whole queue to tell
 * the searches it queued their place.
 */

/** A search waiting longer than this tells its owner its place. */
const PLACE_AFTER_MS = 1000

/** Writes and answers a search's round: its owner's other searches waiting or running. */
export async function takeRound(db: Db, id: string, userId: string): Promise<number> {
  const others = db
    .select({ n: count() })
    .from(searches)
    .where(and(eq(searches.userId, userId), ne(searches.state, 'finished'), ne(searches.id, id)))
  const [row] = await db
    .update(searches)
    .set({ round: sql`(${others})` })
    .where(eq(searches.id, id))
    .returning({ round: searches.round })
  return row?.round ?? 0
}

/**
 * The searches this instance queued and that have not started: their owners hear their place
 * in the whole queue, once they have waited a second (another instance may take a search
 * within milliseconds).
 */
export function waitingHere(db: Db, store: SearchStore) {
  const waiting = new Set<string>()
  const places = placeTeller((id: string, ahead) => store.publish(id, { type: 'queued', ahead }))
  const leave = (id: string) => {
    waiting.delete(id)
    places.forget(id)
  }
  return {
    add: (id: string) => void waiting.add(id),
    leave,
    async tellPlaces() {
      if (waiting.size === 0) return
      const queued = await db
        .select({
          id: searches.id,
          round: searches.round,
          due: sql<boolean>`${searches.createdAt} < now() - ${PLACE_AFTER_MS} * interval '1 millisecond'`,
        })
        .from(searches)
        .where(eq(searches.state, 'queued'))
        .orderBy(asc(searches.createdAt), asc(searches.id))
      const stillQueued = new Set(queued.map((search) => search.id))
      for (const id of waiting) if (!stillQueued.has(id)) leave(id)
      const ranked = queued.map((search, arrival) => ({ ...search, arrival }))
      for (const [{ id, due }, ahead] of placesInQueue(ranked))
        if (due && waiting.has(id)) await places.tell(id, ahead)
    },
  }
}
