import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/client.ts'
import { testDatabaseTargets } from '../../tests/support/databases.ts'
import { createPostgresCreditsBus, type CreditsBus } from './bus.ts'

const postgres = testDatabaseTargets().filter((t) => t.name === 'PostgreSQL')

/** Resolves at the next call of a subscriber. */
function nextCall(bus: CreditsBus, userId: string): Promise<void> {
  return new Promise((resolve) => {
    const off = bus.subscribe(userId, () => {
      off()
      resolve()
    })
  })
}

describe.each(postgres)('the credits bus on $name', (target) => {
  let database: Database
  let bus: CreditsBus
  const warnings: string[] = []

  beforeAll(async () => {
    database = await target.open()
    bus = await createPostgresCreditsBus(database.pool!, {
      warn: (m) => warnings.push(m),
      retryMs: { first: 20, max: 200 },
    })
  })
  afterAll(async () => {
    await bus.close()
    await database.close()
  })

  const killListener = () =>
    database.pool!.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = 'snooplens-listen' and datname = current_database()`,
    )

  it('survives its LISTEN connection being killed, and tells listeners to re-read', async () => {
    const userId = '00000000-0000-4000-8000-000000000001'
    expect(bus.ready()).toBe(true)
    // The reconnect tells every subscriber to re-read its balance: changes made while the
    // bus was deaf are not missed.
    const resynced = nextCall(bus, userId)
    const { rowCount } = await killListener()
    expect(rowCount).toBe(1)
    await resynced
    expect(bus.ready()).toBe(true)
    expect(warnings.some((w) => w.includes('lost its connection'))).toBe(true)

    // And it hears news again.
    const heard = nextCall(bus, userId)
    await database.pool!.query('select pg_notify($1, $2)', ['credits_changed', userId])
    await heard
  })

  it('survives being killed again and again', async () => {
    const userId = '00000000-0000-4000-8000-000000000002'
    for (let i = 0; i < 3; i++) {
      const resynced = nextCall(bus, userId)
      await killListener()
      await resynced
    }
    const heard = nextCall(bus, userId)
    await bus.publish(userId)
    await heard
  })
})
