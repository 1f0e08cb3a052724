import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../db/client.ts'
import { createPostgresCreditsBus, type CreditsBus } from './bus.ts'
import { testDatabaseTargets } from '../../tests/support/databases.ts'
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts'
import { createSignedInUser } from '../../tests/support/users.ts'
import { openBalanceStream } from '../../tests/support/sse.ts'
import {
  TEST_WEBHOOK_SECRET,
  checkoutEvent,
  deliverOverHttp,
} from '../../tests/support/stripe-events.ts'

const postgres = testDatabaseTargets().filter((t) => t.name === 'PostgreSQL')

/** Runs only where the suite has a PostgreSQL server (global-setup starts one when installed). */
describe.each(postgres)('two server instances on one $name', (target) => {
  let shared: Database
  const instances: { database: Database; bus: CreditsBus; server: TestServer }[] = []

  beforeAll(async () => {
    shared = await target.open()
    const url = (shared.pool?.options as { connectionString: string }).connectionString
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ kind: 'postgres', url })
      const bus = await createPostgresCreditsBus(database.pool!)
      const env = {
        STRIPE_SECRET_KEY: 'sk_test_unused',
        STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      }
      const server = await startTestServer(database, env, { creditsBus: bus })
      instances.push({ database, bus, server })
    }
  })
  afterAll(async () => {
    for (const { server, bus, database } of instances) {
      await server.close()
      await bus.close()
      await database.close()
    }
    await shared.close()
  })

  it('a grant on instance A reaches a live subscriber on instance B', async () => {
    const [a, b] = instances
    const { user, cookie } = await createSignedInUser(shared.db)
    const stream = await openBalanceStream(`${b!.server.origin}/api/credits/events`, cookie)
    try {
      await stream.waitFor(0)
      const event = checkoutEvent('checkout.session.completed', {
        userId: user.id,
        packId: 'snoop-6',
      })
      const res = await deliverOverHttp(a!.server.origin, event)
      expect(res.status).toBe(200)
      await stream.waitFor(6)
    } finally {
      await stream.close()
    }
  })
})
