import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import { createApp } from '../../server/app.ts'
import type { Database } from '../../server/db/client.ts'
import { loadConfig } from '../../server/env.ts'
import { TEST_WEBHOOK_SECRET } from './stripe-events.ts'

/**
 * The app of a describe block whose tests deliver signed Stripe events to its webhook: built on
 * `database` before them, closed after. Read `.current` inside the tests.
 */
export function useWebhookApp(database: Database): { readonly current: FastifyInstance } {
  let app: FastifyInstance | undefined
  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      STRIPE_SECRET_KEY: 'sk_test_unused',
      STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    })
    app = await createApp({ config, database, logger: false })
  })
  afterAll(() => app?.close())
  return {
    get current() {
      if (!app) throw new Error('the app is built before the tests run')
      return app
    },
  }
}
