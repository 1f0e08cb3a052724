import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/client.ts'
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts'
import { startFakeStripe } from '../../tests/support/fake-stripe.ts'
import { createSignedInUser } from '../../tests/support/users.ts'
import { TEST_WEBHOOK_SECRET } from '../../tests/support/stripe-events.ts'
import { freshPglite } from '../../tests/support/pglite-template.ts'

let database: Database
beforeAll(async () => {
  database = await freshPglite()
})
afterAll(async () => {
  await database.close()
})

const post = (
  server: TestServer,
  path: string,
  cookie: string,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  fetch(`${server.origin}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/json', origin: server.origin, cookie, ...headers },
    body: JSON.stringify(body),
  })

describe('checkout with Stripe', () => {
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>
  let server: TestServer
  beforeAll(async () => {
    stripe = await startFakeStripe()
    server = await startTestServer(database, {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.base,
      STRIPE_PRICE_SNOOP_40: 'price_forty',
    })
  })
  afterAll(async () => {
    await server.close()
    await stripe.close()
  })

  it('creates a payment-mode session with the server price, our URLs, the user and an idempotency key', async () => {
    const { user, cookie } = await createSignedInUser(database.db)
    const res = await post(
      server,
      '/api/checkout',
      cookie,
      { packId: 'snoop-6', returnTo: '/billing' },
      { 'idempotency-key': 'click-12345678' },
    )
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_test_fake1' })
    const call = stripe.calls.at(-1)!
    expect(call.form).toMatchObject({
      mode: 'payment',
      success_url: `${server.origin}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${server.origin}/billing`,
      client_reference_id: user.id,
      'metadata[pack_id]': 'snoop-6',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '1000',
    })
    expect(call.headers['idempotency-key']).toBe(`checkout:${user.id}:snoop-6:click-12345678`)
  })

  it('uses the configured Stripe price id when there is one', async () => {
    const { cookie } = await createSignedInUser(database.db)
    await post(server, '/api/checkout', cookie, { packId: 'snoop-40' })
    expect(stripe.calls.at(-1)!.form).toMatchObject({ 'line_items[0][price]': 'price_forty' })
    expect(stripe.calls.at(-1)!.form['line_items[0][price_data][unit_amount]']).toBeUndefined()
  })

  it('never sends the person back to another site', async () => {
    const { cookie } = await createSignedInUser(database.db)
    await post(server, '/api/checkout', cookie, {
      packId: 'snoop-1',
      returnTo: 'https://evil.example/phish',
    })
    expect(stripe.calls.at(-1)!.form.cancel_url).toBe(`${server.origin}/`)
    await post(server, '/api/checkout', cookie, { packId: 'snoop-1', returnTo: '//evil.example/x' })
    expect(stripe.calls.at(-1)!.form.cancel_url).toBe(`${server.origin}/`)
  })

  it('tells the success page a checkout is processing only to its owner, until the webhook records it', async () => {
    const owner = await createSignedInUser(database.db, 'payer')
    const other = await createSignedInUser(database.db, 'onlooker')
    await post(server, '/api/checkout', owner.cookie, { packId: 'snoop-1' })
    const sessionId = `cs_test_fake${stripe.calls.length}`
    stripe.sessions.get(sessionId)!.payment_status = 'paid'
    const status = async (cookie: string, id = sessionId) => {
      const res = await fetch(`${server.origin}/api/checkout/${id}`, { headers: { cookie } })
      return res.status === 200 ? (await res.json()).status : res.status
    }
    // Paid at Stripe, but no credits until the webhook: not a success yet.
    expect(await status(owner.cookie)).toBe('processing')
    expect(await status(other.cookie)).toBe('not_found')
    expect(await status(owner.cookie, 'cs_test_never_created')).toBe('not_found')
    expect(await status(owner.cookie, 'anything')).toBe('not_found')
    expect(await status('')).toBe(401)
  })

  it('refuses visitors, unknown packs and cross-site posts', async () => {
    const { cookie } = await createSignedInUser(database.db)
    expect((await post(server, '/api/checkout', '', { packId: 'snoop-1' })).status).toBe(401)
    const unknown = await post(server, '/api/checkout', cookie, { packId: 'snoop-1000' })
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toMatchObject({ error: 'That pack does not exist.' })
    // A body the route's schema refuses gets the route's own words, not a schema dump.
    for (const body of [{}, { packId: 7 }, { packId: 'snoop-1', returnTo: ['/'] }]) {
      const bad = await post(server, '/api/checkout', cookie, body)
      expect(bad.status).toBe(400)
      expect(await bad.json()).toEqual({ error: 'Choose a pack to buy.', code: 'BAD_REQUEST' })
    }
    const crossSite = await fetch(`${server.origin}/api/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', cookie },
      body: JSON.stringify({ packId: 'snoop-1' }),
    })
    expect(crossSite.status).toBe(403)
  })
})

describe('checkout when Stripe fails', () => {
  it('answers {error} with the SPEC message', async () => {
    const stripe = await startFakeStripe({ fail: true })
    const server = await startTestServer(database, {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.base,
    })
    try {
      const { cookie } = await createSignedInUser(database.db)
      const res = await post(server, '/api/checkout', cookie, { packId: 'snoop-6' })
      expect(res.status).toBe(502)
      expect(await res.json()).toMatchObject({ error: 'Failed to create checkout session' })
    } finally {
      await server.close()
      await stripe.close()
    }
  })
})

describe('local test checkout (no Stripe keys)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(database)
  })
  afterAll(async () => {
    await server.close()
  })

  const form = (url: string, cookie: string, action: string, origin = server.origin) =>
    fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin, cookie },
      body: new URLSearchParams({ action }),
    })
  const me = async (cookie: string) =>
    (await (await fetch(`${server.origin}/api/me`, { headers: { cookie } })).json()).credits
  /** Starts a checkout for `body`; the address of the test checkout page it leads to. */
  const checkoutPage = async (cookie: string, body: object): Promise<string> =>
    (await (await post(server, '/api/checkout', cookie, body)).json()).url

  it('Pay posts a signed event to the real webhook, grants the pack and goes to the success page', async () => {
    const { cookie } = await createSignedInUser(database.db)
    const url = await checkoutPage(cookie, { packId: 'snoop-6', returnTo: '/' })
    expect(url).toMatch(new RegExp(`^${server.origin}/test-checkout/cs_test_local_\\w+$`))
    const page = await fetch(url, { headers: { cookie } })
    const html = await page.text()
    expect(html).toContain('TEST MODE')
    expect(html).toContain('$10.00')
    const paid = await form(url, cookie, 'pay')
    expect(paid.status).toBe(303)
    const sessionId = url.split('/').pop()
    expect(paid.headers.get('location')).toBe(`${server.origin}/success?session_id=${sessionId}`)
    expect(await me(cookie)).toBe(6)
    const orders = await (
      await fetch(`${server.origin}/api/orders`, { headers: { cookie } })
    ).json()
    expect(orders).toHaveLength(1)
    expect(orders[0]).toMatchObject({
      amount_total: 1000,
      currency: 'usd',
      payment_status: 'paid',
      order_status: 'completed',
    })
    // The page is gone once paid: paying twice is impossible.
    expect((await form(url, cookie, 'pay')).status).toBe(404)
    expect(await me(cookie)).toBe(6)
  })

  it('the success page hears "paid" only for its owner\'s recorded order; "processing" before', async () => {
    const owner = await createSignedInUser(database.db, 'success-owner')
    const other = await createSignedInUser(database.db, 'success-other')
    const url = await checkoutPage(owner.cookie, { packId: 'snoop-1' })
    const sessionId = url.split('/').pop()
    const status = async (cookie: string) =>
      (
        await (
          await fetch(`${server.origin}/api/checkout/${sessionId}`, { headers: { cookie } })
        ).json()
      ).status
    expect(await status(owner.cookie)).toBe('processing')
    expect(await status(other.cookie)).toBe('not_found')
    await form(url, owner.cookie, 'pay')
    expect(await status(owner.cookie)).toBe('paid')
    expect(await status(other.cookie)).toBe('not_found')
  })

  it('Cancel returns to the page the person came from and grants nothing', async () => {
    const { cookie } = await createSignedInUser(database.db)
    const url = await checkoutPage(cookie, { packId: 'snoop-15', returnTo: '/billing' })
    const cancelled = await form(url, cookie, 'cancel')
    expect(cancelled.status).toBe(303)
    expect(cancelled.headers.get('location')).toBe(`${server.origin}/billing`)
    expect(await me(cookie)).toBe(0)
  })

  it("nobody can open or pay someone else's test checkout", async () => {
    const owner = await createSignedInUser(database.db, 'owner')
    const other = await createSignedInUser(database.db, 'other')
    const url = await checkoutPage(owner.cookie, { packId: 'snoop-100' })
    expect((await fetch(url, { headers: { cookie: other.cookie } })).status).toBe(404)
    expect((await form(url, other.cookie, 'pay')).status).toBe(404)
    expect((await form(url, owner.cookie, 'pay', 'https://evil.example')).status).toBe(403)
    expect(await me(other.cookie)).toBe(0)
    expect(await me(owner.cookie)).toBe(0)
  })
})
