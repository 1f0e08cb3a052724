import Fastify from 'fastify'

export interface RecordedStripeCall {
  method: string
  path: string
  headers: Record<string, string | string[] | undefined>
  /** The form body, flattened as Stripe's bracket keys: line_items[0][quantity] → '1'. */
  form: Record<string, string>
}

/**
 * A loopback stand-in for api.stripe.com's Checkout Sessions endpoint, answering with the
 * fields of Stripe's Checkout Session object. The real Stripe client talks to it.
 */
export async function startFakeStripe(options: { fail?: boolean } = {}) {
  const calls: RecordedStripeCall[] = []
  /** The sessions created so far, by id; a test marks one paid by setting its payment_status. */
  const sessions = new Map<string, Record<string, unknown>>()
  const app = Fastify({ logger: false })
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  )
  app.post('/v1/checkout/sessions', async (req, reply) => {
    const form = req.body as Record<string, string>
    calls.push({ method: req.method, path: req.url, headers: req.headers, form })
    if (options.fail) {
      return reply.code(400).send({
        error: {
          type: 'invalid_request_error',
          message: 'No such price',
          param: 'line_items[0][price]',
        },
      })
    }
    const id = `cs_test_fake${calls.length}`
    const session = {
      id,
      object: 'checkout.session',
      amount_total: Number(form['line_items[0][price_data][unit_amount]'] ?? 0),
      cancel_url: form.cancel_url,
      client_reference_id: form.client_reference_id,
      currency: 'usd',
      livemode: false,
      metadata: { pack_id: form['metadata[pack_id]'], user_id: form['metadata[user_id]'] },
      mode: 'payment',
      payment_status: 'unpaid',
      status: 'open',
      success_url: form.success_url,
      url: `https://checkout.stripe.com/c/pay/${id}`,
    }
    sessions.set(id, session)
    return session
  })
  app.get('/v1/checkout/sessions/:id', async (req, reply) => {
    const session = sessions.get((req.params as { id: string }).id)
    if (session) return session
    return reply.code(404).send({
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: 'No such checkout.session',
      },
    })
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { base: `http://127.0.0.1:${port}`, calls, sessions, close: () => app.close() }
}
