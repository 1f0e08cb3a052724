import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { userCredits } from '../db/schema.ts'

/** The user's balance; a missing row is created with 0, as SPEC 3 says. Reads don't write. */
export async function getCredits(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ credits: userCredits.credits })
    .from(userCredits)
    .where(eq(userCredits.userId, userId))
  if (row) return row.credits
  await db.insert(userCredits).values({ userId, credits: 0 }).onConflictDoNothing()
  return 0
}
