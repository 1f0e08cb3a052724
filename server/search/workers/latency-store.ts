import { gte, sql } from 'drizzle-orm'
import type { LatencyStore, LatencySummary } from '../../../engine/timing/latency-history.ts'
import type { Db } from '../../db/client.ts'
import { platformLatency } from '../../db/schema.ts'

const at = (ms: number | undefined) => (ms === undefined ? null : new Date(ms))

/**
 * Platforms' answer times in the database, so every instance sets its deadlines from what all
 * of them learnt. A newer history replaces an older one, never the other way round; a batch
 * is one statement.
 */
export function databaseLatencyStore(db: Db): LatencyStore {
  return {
    async load(since) {
      const rows = await db
        .select()
        .from(platformLatency)
        .where(gte(platformLatency.updatedAt, new Date(since)))
      return rows.map((row): LatencySummary => ({
        module: row.module,
        answeredMs: row.answeredMs,
        updatedAt: row.updatedAt.getTime(),
        ...(row.lastAnsweredAt ? { lastAnsweredAt: row.lastAnsweredAt.getTime() } : {}),
        ...(row.lastHungAt ? { lastHungAt: row.lastHungAt.getTime() } : {}),
      }))
    },
    async save(batch) {
      if (!batch.length) return
      await db
        .insert(platformLatency)
        .values(
          batch.map((s) => ({
            module: s.module,
            answeredMs: s.answeredMs,
            lastAnsweredAt: at(s.lastAnsweredAt),
            lastHungAt: at(s.lastHungAt),
            updatedAt: new Date(s.updatedAt),
          })),
        )
        .onConflictDoUpdate({
          target: platformLatency.module,
          set: {
            answeredMs: sql`excluded.answered_ms`,
            lastAnsweredAt: sql`excluded.last_answered_at`,
            lastHungAt: sql`excluded.last_hung_at`,
            updatedAt: sql`excluded.updated_at`,
          },
          where: sql`${platformLatency.updatedAt} < excluded.updated_at`,
        })
    },
  }
}
