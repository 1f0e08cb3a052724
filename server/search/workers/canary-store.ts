import { gte, sql } from 'drizzle-orm'
import type { CanaryRecord, CanaryStore, CanaryState } from '../../../engine/vouching/canaries.ts'
import type { Db } from '../../db/client.ts'
import { canaryResults } from '../../db/schema.ts'

const STATES: readonly CanaryState[] = ['pass', 'fail', 'inconclusive']

/**
 * Canary outcomes in the database, so every instance learns what one instance found: a site
 * that broke is skipped everywhere, and each site is tested once per period, not once per
 * instance. A newer outcome replaces an older one, never the other way round.
 */
export function databaseCanaryStore(db: Db): CanaryStore {
  return {
    async load(since) {
      const rows = await db
        .select()
        .from(canaryResults)
        .where(gte(canaryResults.checkedAt, new Date(since)))
      return rows.flatMap((row): CanaryRecord[] =>
        STATES.includes(row.state as CanaryState)
          ? [
              {
                module: row.module,
                state: row.state as CanaryState,
                detail: row.detail,
                checkedAt: row.checkedAt.getTime(),
              },
            ]
          : [],
      )
    },
    async save(record) {
      const checkedAt = new Date(record.checkedAt)
      await db
        .insert(canaryResults)
        .values({ module: record.module, state: record.state, detail: record.detail, checkedAt })
        .onConflictDoUpdate({
          target: canaryResults.module,
          set: { state: record.state, detail: record.detail, checkedAt },
          where: sql`${canaryResults.checkedAt} < ${checkedAt}`,
        })
    },
  }
}
