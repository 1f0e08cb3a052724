import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/client.ts'
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts'
import { createSignedInUser } from '../../tests/support/users.ts'
import { openBalanceStream } from '../../tests/support/sse.ts'
import { MAX_STREAMS_PER_USER } from './balance-streams.ts'
import {
  TEST_WEBHOOK_SECRET,
  checkoutEvent,
  deliverOverHttp,
} from '../../tests/support/stripe-events.ts'
import { freshPglite } from '../../tests/support/pglite-template.ts'

let database: Database
let server: TestServer
beforeAll(async () => {
  database = await freshPglite()
  server = await startTestServer(database, {
    STRIPE_SECRET_KEY: 'sk_test_unused',
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
  })
})
afterAll(async () => {
  await server.close()
  await database.close()
})

const deliver = (event: object) => deliverOverHttp(server.origin, event)

describe('live balance events', () => {
  it('sends the balance at once and again when a payment lands', async () => {
    const { user, cookie } = await createSignedInUser(database.db)
    const stream = await openBalanceStream(`${server.origin}/api/credits/events`, cookie)
    try {
      expect(stream.status).toBe(200)
      await stream.waitFor(0)
      await deliver(
        checkoutEvent('checkout.session.completed', { userId: user.id, packId: 'snoop-6' }),
      )
      await stream.waitFor(6)
    } finally {
      await stream.close()
    }
  })

  it('keeps only the newest pages of one person open: the oldest streams are ended', async () => {
    const { user, cookie } = await createSignedInUser(database.db)
    const streams = []
    for (let i = 0; i < MAX_STREAMS_PER_USER + 2; i++) {
      const stream = await openBalanceStream(`${server.origin}/api/credits/events`, cookie)
      await stream.waitFor(0)
      streams.push(stream)
    }
    try {
      await Promise.all(streams.slice(0, 2).map((s) => s.ended))
      await deliver(
        checkoutEvent('checkout.session.completed', {
          userId: user.id,
          packId: 'snoop-1',
          amount: 300,
        }),
      )
      await Promise.all(streams.slice(2).map((s) => s.waitFor(1)))
      expect(streams.slice(0, 2).map((s) => s.balances)).toEqual([[0], [0]])
    } finally {
      await Promise.all(streams.map((s) => s.close()))
    }
  })

  it('refuses visitors', async () => {
    const res = await fetch(`${server.origin}/api/credits/events`)
    expect(res.status).toBe(401)
  })

  it("never tells one person about another's balance", async () => {
    const alice = await createSignedInUser(database.db, 'alice')
    const bob = await createSignedInUser(database.db, 'bob')
    const bobStream = await openBalanceStream(`${server.origin}/api/credits/events`, bob.cookie)
    const aliceStream = await openBalanceStream(`${server.origin}/api/credits/events`, alice.cookie)
    try {
      await bobStream.waitFor(0)
      await deliver(
        checkoutEvent('checkout.session.completed', {
          userId: alice.user.id,
          packId: 'snoop-15',
          amount: 2000,
        }),
      )
      await aliceStream.waitFor(15)
      expect(bobStream.balances).toEqual([0])
    } finally {
      await bobStream.close()
      await aliceStream.close()
    }
  })
})

describe('one user never sees another user’s orders or balance', () => {
  it('orders and /api/me answer for the cookie holder only; forged cookies get nothing', async () => {
    const alice = await createSignedInUser(database.db, 'alice')
    const bob = await createSignedInUser(database.db, 'bob')
    await deliver(
      checkoutEvent('checkout.session.completed', {
        userId: alice.user.id,
        packId: 'snoop-40',
        amount: 5000,
      }),
    )
    const get = (path: string, cookie: string) =>
      fetch(`${server.origin}${path}`, { headers: { cookie } })
    expect(await (await get('/api/orders', bob.cookie)).json()).toEqual([])
    expect((await (await get('/api/me', bob.cookie)).json()).credits).toBe(0)
    expect(await (await get('/api/orders', alice.cookie)).json()).toHaveLength(1)
    // Ids in the query string are ignored: only the session decides whose data it is.
    expect(await (await get(`/api/orders?user_id=${alice.user.id}`, bob.cookie)).json()).toEqual([])
    for (const forged of [
      `sid=${alice.user.id}`,
      'sid=',
      'sid=../../etc',
      `sid=${'a'.repeat(43)}`,
    ]) {
      expect((await get('/api/orders', forged)).status).toBe(401)
      expect((await get('/api/me', forged)).status).toBe(401)
      expect((await get('/api/credits/events', forged)).status).toBe(401)
    }
  })
})
