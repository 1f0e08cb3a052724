import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, lte } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { sessions, users } from '../db/schema.ts'
import type { UserRow } from './users.ts'

export const SESSION_COOKIE = 'sid'

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** Starts a session and returns the token for the cookie; only its hash is stored. */
export async function createSession(
  db: Db,
  userId: string,
  ttlMs: number,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + ttlMs)
  await db.insert(sessions).values({ id: hashToken(token), userId, expiresAt, createdAt: now })
  return { token, expiresAt }
}

/** The signed-in user for a cookie token, or null when the session is unknown or expired. */
export async function userForSession(
  db: Db,
  token: string | undefined,
  now = new Date(),
): Promise<UserRow | null> {
  if (!token || token.length > 100) return null
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, hashToken(token)), gt(sessions.expiresAt, now)))
  return row?.user ?? null
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)))
}

/** Removes sessions past their expiry; run periodically so the table does not grow forever. */
export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db.delete(sessions).where(lte(sessions.expiresAt, now))
}
