import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from './client.ts'
import { appSecrets } from './schema.ts'

/**
 * The secret every instance on this database shares when none is configured: made by the
 * first to ask and stored, then read by everyone. Insert-if-absent, then read: instances
 * booting at the same moment insert one each, one insert wins, and all read the winner.
 */
export async function sharedSecret(
  db: Db,
  name = 'session',
  make: () => string = () => randomBytes(32).toString('hex'),
): Promise<string> {
  await db.insert(appSecrets).values({ name, value: make() }).onConflictDoNothing()
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name))
  if (!row) throw new Error(`the shared secret ${name} could not be stored`)
  return row.value
}
