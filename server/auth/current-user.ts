import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../db/client.ts'
import { unauthorized } from '../errors.ts'
import { SESSION_COOKIE, userForSession } from './sessions.ts'
import type { UserRow } from './users.ts'

const cache = new WeakMap<FastifyRequest, Promise<UserRow | null>>()

/** The signed-in user of this request, or null. Looked up once per request. */
export function currentUser(db: Db, req: FastifyRequest): Promise<UserRow | null> {
  let found = cache.get(req)
  if (!found) {
    found = userForSession(db, req.cookies[SESSION_COOKIE])
    cache.set(req, found)
  }
  return found
}

/** The signed-in user, or null; a stale cookie is cleared so the browser stops sending it. */
export async function optionalUser(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<UserRow | null> {
  const user = await currentUser(db, req)
  if (!user && req.cookies[SESSION_COOKIE]) reply.clearCookie(SESSION_COOKIE, { path: '/' })
  return user
}

/** The signed-in user, or a 401 (and a stale cookie cleared). */
export async function requireUser(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<UserRow> {
  const user = await optionalUser(db, req, reply)
  if (!user) throw unauthorized()
  return user
}
