import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { orders, searchLeases } from '../../db/schema.ts'
import { checkLedger } from '../../credits/ledger.ts'
import { createSignedInUser } from '../../../tests/support/users.ts'
import {
  creditsOf,
  startSearch as startOn,
  searchServersForFile,
} from '../../../tests/support/search-servers.ts'
import { followSearch } from '../../../tests/support/ndjson.ts'
import {
  TEST_WEBHOOK_SECRET,
  chargeRefundedEvent,
  checkoutEvent,
  deliverOverHttp,
} from '../../../tests/support/stripe-events.ts'

const bench = searchServersForFile({
  env: {
    STRIPE_SECRET_KEY: 'sk_test_unused',
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    // Unwatched searches stop after 2 s instead of 30 s.
    SEARCH_IDLE_MS: '2000',
    SEARCH_LIMIT_PER_USER: '100',
    SEARCH_LIMIT_PER_IP: '1000',
    // Room for a refunded payment's searches to run at once, none of them queued.
    SEARCHES_PER_WORKER: '6',
  },
  deps: (platform) => ({ searchEngine: platform.engine }),
})

/** A signed-in person who bought the pack (through the real webhook). */
async function buyer(packId = 'snoop-1') {
  const { user, cookie } = await createSignedInUser(bench.database.db)
  const paid = checkoutEvent('checkout.session.completed', { userId: user.id, packId })
  expect((await deliverOverHttp(bench.server.origin, paid)).status).toBe(200)
  return { user, cookie, paymentIntent: paid.data.object.payment_intent }
}
const credits = (cookie: string) => creditsOf(bench.server, cookie)
const startSearch = (cookie: string, type: string, query: string) =>
  startOn(bench.server, cookie, { type, query })
const isVerdict = (m: { type: string }) => m.type === 'result'

describe('refunds judge what reached the owner', () => {
  it('never refunds a search whose verdict the owner saw before leaving', async () => {
    const { user, cookie } = await buyer()
    const id = await startSearch(cookie, 'username', 'someone')
    const first = await followSearch(bench.server.origin, id, cookie)
    await first.until(isVerdict)
    // The lease recorded the verdict before it was shown: even a crash now keeps the credit.
    const [lease] = await bench.database.db
      .select()
      .from(searchLeases)
      .where(eq(searchLeases.userId, user.id))
    expect(lease?.deliveredAt).toBeInstanceOf(Date)
    await first.leave()

    // Nobody watching: the search is stopped (its pending request cancelled), and the
    // credit stays spent.
    await expect.poll(() => bench.platform.holding('someone'), { timeout: 10_000 }).toBe(0)
    const again = await followSearch(bench.server.origin, id, cookie)
    await again.ended
    expect(again.messages.filter(isVerdict)).toHaveLength(1)
    expect(again.messages.at(-1)).toMatchObject({ type: 'error', refunded: false })
    expect(await credits(cookie)).toBe(0)
    expect((await checkLedger(bench.database.db, user.id)).ok).toBe(true)
  })

  it('refunds a search stopped before anything reached the owner, and withdraws the rest', async () => {
    const { user, cookie } = await buyer()
    const id = await startSearch(cookie, 'username', 'someone')
    // The quick platform answers, but nobody is watching: after 2 s the search stops.
    await expect.poll(() => credits(cookie), { timeout: 10_000 }).toBe(1)
    const late = await followSearch(bench.server.origin, id, cookie)
    await late.ended
    // The verdict nobody saw is not served for free afterwards.
    expect(late.messages).toEqual([
      { type: 'error', message: 'The search was stopped before it finished.', refunded: true },
    ])
    expect((await checkLedger(bench.database.db, user.id)).ok).toBe(true)
  })
})

describe('a payment refunded while its searches run', () => {
  it('takes back the credits of the running searches: their refunds do not re-credit', async () => {
    const { user, cookie, paymentIntent } = await buyer('snoop-6')
    const ids = []
    for (let i = 0; i < 6; i++) ids.push(await startSearch(cookie, 'email', `who${i}@example.com`))
    expect(await credits(cookie)).toBe(0)

    // The payment is refunded while all six run (unwatched searches stop after 2 s).
    const refund = chargeRefundedEvent(paymentIntent)
    expect((await deliverOverHttp(bench.server.origin, refund)).status).toBe(200)
    expect((await deliverOverHttp(bench.server.origin, refund)).status).toBe(200) // a replay
    const queries = Array.from({ length: 6 }, (_, i) => `who${i}@example.com`)
    await expect.poll(() => bench.platform.holding(...queries), { timeout: 10_000 }).toBe(6)

    // The searches stop with nothing told (nobody watching); their credits went with the order.
    await expect.poll(() => bench.platform.holding(...queries), { timeout: 10_000 }).toBe(0)
    for (const id of ids) {
      const stream = await followSearch(bench.server.origin, id, cookie)
      await stream.ended
      expect(stream.messages.at(-1)).toMatchObject({ type: 'error', refunded: false })
    }
    expect(await credits(cookie)).toBe(0)
    const [order] = await bench.database.db.select().from(orders).where(eq(orders.userId, user.id))
    expect(order?.orderStatus).toBe('refunded')
    expect(await checkLedger(bench.database.db, user.id)).toEqual({
      balance: 0,
      ledgerSum: 0,
      ok: true,
    })
  })
})
