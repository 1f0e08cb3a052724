import { randomBytes } from 'node:crypto'
import type { Db } from '../../server/db/client.ts'
import { createSession } from '../../server/auth/sessions.ts'
import { upsertUser, type UserRow } from '../../server/auth/users.ts'

/** A signed-in person without going through the sign-in pages: a user row and a session cookie. */
export async function createSignedInUser(
  db: Db,
  name = 'tester',
): Promise<{ user: UserRow; cookie: string }> {
  const subject = `${name}-${randomBytes(6).toString('hex')}`
  const user = await upsertUser(db, {
    issuer: 'https://issuer.test',
    subject,
    email: `${subject}@example.com`,
    fullName: `${name} Example`,
    name: `${name} Example`,
    givenName: name,
  })
  const { token } = await createSession(db, user.id, 60 * 60 * 1000)
  return { user, cookie: `sid=${token}` }
}
