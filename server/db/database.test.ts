import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { testDatabaseTargets, useDatabase } from '../../tests/support/databases.ts'
import { openDatabase } from './client.ts'
import { upsertUser } from '../auth/users.ts'
import { getCredits } from '../credits/balance.ts'
import { userCredits } from './schema.ts'

const identity = (subject: string, email = `${subject}@example.com`) => ({
  issuer: 'https://issuer.test',
  subject,
  email,
  fullName: 'Full Name',
  name: 'Full Name',
  givenName: 'Full',
})

describe.each(testDatabaseTargets())('database on $name', (target) => {
  const database = useDatabase(target)

  it('is not alone: in memory one database may serve several apps, PostgreSQL many', () => {
    expect(database.alone).toBe(false)
  })

  it('applies the migrations: the tables exist', async () => {
    // Both drivers answer with { rows }.
    const result = (await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    )) as unknown as { rows: { table_name: string }[] }
    const names = result.rows.map((r) => r.table_name)
    expect(names).toEqual(expect.arrayContaining(['users', 'sessions', 'user_credits']))
  })

  it('upserts a user by issuer and subject, refreshing the profile', async () => {
    const first = await upsertUser(database.db, identity('u1'))
    const again = await upsertUser(database.db, {
      ...identity('u1', 'new@example.com'),
      givenName: 'Renamed',
    })
    expect(again.id).toBe(first.id)
    expect(again.email).toBe('new@example.com')
    expect(again.givenName).toBe('Renamed')
    expect(again.createdAt.getTime()).toBe(first.createdAt.getTime())
  })

  it('creates a 0-credit row with the user', async () => {
    const user = await upsertUser(database.db, identity('u2'))
    expect(await getCredits(database.db, user.id)).toBe(0)
  })

  it('creates a missing credits row on read, and keeps an existing balance', async () => {
    const user = await upsertUser(database.db, identity('u3'))
    await database.db.delete(userCredits).where(sql`${userCredits.userId} = ${user.id}`)
    expect(await getCredits(database.db, user.id)).toBe(0)
    await database.db
      .update(userCredits)
      .set({ credits: 7 })
      .where(sql`${userCredits.userId} = ${user.id}`)
    expect(await getCredits(database.db, user.id)).toBe(7)
  })

  it('refuses a negative balance at the database', async () => {
    const user = await upsertUser(database.db, identity('u4'))
    await expect(
      database.db
        .update(userCredits)
        .set({ credits: -1 })
        .where(sql`${userCredits.userId} = ${user.id}`),
    ).rejects.toThrow()
  })
})

describe("whether a database is this process's alone", () => {
  it('is on a PGlite directory, which it locks', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'snooplens-alone-'))
    try {
      const onDisk = await openDatabase({ kind: 'pglite', dataDir: dir })
      expect(onDisk.alone).toBe(true)
      await onDisk.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})

const postgres = testDatabaseTargets().filter((t) => t.name === 'PostgreSQL')

describe.each(postgres)('a connection lost while in use, on $name', (target) => {
  const database = useDatabase(target)

  it('fails what ran on it and leaves the process alive (no unhandled error event)', async () => {
    // A transaction holds its connection out of the pool, where pg gives it no 'error'
    // listener: a socket reset then (an outage, a failover) was an uncaught exception.
    const client = await database.pool!.connect()
    const running = client.query('select pg_sleep(5)')
    const socket = (client as unknown as { connection: { stream: { destroy(e: Error): void } } })
      .connection.stream
    socket.destroy(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))
    await expect(running).rejects.toThrow('ECONNRESET')
    client.release()
    // The pool dropped the broken connection and serves the next query on a new one.
    const { rows } = await database.pool!.query('select 1 as one')
    expect(rows).toEqual([{ one: 1 }])
  })
})
