import type { FastifyInstance } from 'fastify'
import { createApp } from '../../server/app.ts'
import type { Database } from '../../server/db/client.ts'
import { loadConfig } from '../../server/env.ts'
import { TEST_WEBHOOK_SECRET } from './stripe-events.ts'
import { madeForTheTests } from './made-for-the-tests.ts'

/**
 * The app of a describe block whose tests deliver signed Stripe events to its webhook: built on
 * `database` before them, closed after. Read `.current` inside the tests.
 */
export function useWebhookApp(database: Database): { readonly current: FastifyInstance } {
  const app = madeForTheTests('the app', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      STRIPE_SECRET_KEY: 'sk_test_unused',
      STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    })
    return createApp({ config, database, logger: false })
  })
  return {
    get current() {
      return app()
    },
  }
}
