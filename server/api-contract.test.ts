import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod/mini'
import {
  ApiErrorBody,
  CheckoutStatusView,
  MeResponse,
  OrderViews,
  PackViews,
  PublicConfig,
  SessionResponse,
  WatchViews,
} from '../shared/api.ts'
import type { Database } from './db/client.ts'
import { grantForOrder } from './credits/ledger.ts'
import { startTestServer, type TestServer } from '../tests/support/test-server.ts'
import { createSignedInUser } from '../tests/support/users.ts'
import { freshPglite } from '../tests/support/pglite-template.ts'

/**
 * Every JSON reply the web app reads parses with the shared schema it parses it with: the
 * server and the browser hold one contract (shared/api.ts), not two guesses.
 */
describe('the API contract', () => {
  let database: Database
  let server: TestServer
  let cookie: string
  beforeAll(async () => {
    database = await freshPglite()
    server = await startTestServer(database)
    const signedIn = await createSignedInUser(database.db)
    cookie = signedIn.cookie
    await grantForOrder(database.db, signedIn.user.id, `order-${signedIn.user.id}`, 3)
  })
  afterAll(async () => {
    await server.close()
    await database.close()
  })

  const get = async (path: string, withCookie = true) => {
    const res = await fetch(`${server.origin}${path}`, {
      headers: withCookie ? { cookie } : {},
    })
    return { status: res.status, body: (await res.json()) as unknown }
  }

  it.each<[string, z.ZodMiniType, boolean]>([
    ['/api/config', PublicConfig, false],
    ['/api/session', SessionResponse, false],
    ['/api/session', SessionResponse, true],
    ['/api/me', MeResponse, true],
    ['/api/packs', PackViews, false],
    ['/api/orders', OrderViews, true],
    ['/api/checkout/cs_unknown', CheckoutStatusView, true],
    ['/api/watches', WatchViews, true],
  ])('%s answers what the shared schema says (signed in: %s)', async (path, schema, signedIn) => {
    const { status, body } = await get(path, signedIn)
    expect(status).toBe(200)
    expect(schema.safeParse(body).error).toBeUndefined()
  })

  it.each([
    ['/api/me', 401],
    ['/api/nowhere', 404],
    ['/api/searches/no-such-id/summary', 401],
  ])('%s fails with an error body whose code is one of the closed set', async (path, code) => {
    const { status, body } = await get(path, false)
    expect(status).toBe(code)
    expect(ApiErrorBody.safeParse(body).error).toBeUndefined()
  })

  it.each(['/api/searches/no-such-id', '/api/searches/1/summary', '/api/searches/x/stream'])(
    '%s, an id that is not a UUID, names no search',
    async (path) => {
      expect(await get(path)).toEqual({
        status: 404,
        body: { error: 'This search does not exist or has expired.', code: 'SEARCH_NOT_FOUND' },
      })
    },
  )
})
