import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { userCredits, users } from '../db/schema.ts'

export interface IdentityClaims {
  issuer: string
  subject: string
  email: string
  fullName: string | null
  name: string | null
  givenName: string | null
}

export type UserRow = typeof users.$inferSelect

/** Creates or refreshes the user for a verified identity, and makes sure a credits row exists. */
export async function upsertUser(db: Db, claims: IdentityClaims): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values(claims)
      .onConflictDoUpdate({
        target: [users.issuer, users.subject],
        set: {
          email: claims.email,
          fullName: claims.fullName,
          name: claims.name,
          givenName: claims.givenName,
          updatedAt: sql`now()`,
        },
      })
      .returning()
    if (!user) throw new Error('user upsert returned no row')
    await tx.insert(userCredits).values({ userId: user.id, credits: 0 }).onConflictDoNothing()
    return user
  })
}
