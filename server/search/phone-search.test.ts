import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MockAgent } from 'undici'
import type { Database } from '../db/client.ts'
import { grantForOrder } from '../credits/ledger.ts'
import { statusCheck } from '../../engine/testing/status-check.ts'
import { phoneIntelModule } from '../../engine/modules/phone-intel.ts'
import { modulesFor } from '../../engine/registry.ts'
import type { LookupModule, StreamMessage } from '../../engine/types.ts'
import { databaseDump } from '../../tests/support/database-dump.ts'
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts'
import { createSignedInUser } from '../../tests/support/users.ts'
import { engineFaking, keptLogs, unreachableHost } from '../../tests/support/faked-platforms.ts'
import { freshPglite } from '../../tests/support/pglite-template.ts'

/** The number searched, as typed and as the engine reads it; its digits must leak nowhere. */
const TYPED = '+44 7400 123456'
const NUMBER = '+447400123456'
const DIGITS = '7400123456'

/** A platform that knows NUMBER and no other, serving `countries`; `down` cannot be reached. */
const phonePlatform = (id: string, countries?: string[]) =>
  statusCheck(id, {
    type: 'phone',
    path: (q) => `/check?n=${encodeURIComponent(q)}`,
    fixtures: { present: NUMBER, absent: '+447700900123' },
    otherwise: (code) => ({ status: 'error', message: `HTTP ${code}` }),
    extra: countries ? { countries } : {},
  })

const agent = new MockAgent()
agent.disableNetConnect()
for (const host of ['global.example', 'british.example']) {
  const pool = agent.get(`https://${host}`)
  pool
    .intercept({ path: `/check?n=${encodeURIComponent(NUMBER)}` })
    .reply(200, 'yes')
    .persist()
  pool.intercept({ path: /.*/ }).reply(404, 'no').persist()
}
unreachableHost(agent, 'down.example')

const { lines: logs, logger } = keptLogs()
let database: Database
let answering: TestServer
let unreachable: TestServer

/** A server whose phone searches choose, from `catalogue`, the platforms that serve the number. */
function serverFor(catalogue: LookupModule[], logger: object | false) {
  return startTestServer(
    database,
    { SEARCH_LIMIT_PER_USER: '1000', SEARCH_LIMIT_PER_IP: '1000' },
    {
      logger,
      searchEngine: engineFaking(agent, (type, query) => modulesFor(type, { catalogue, query })),
    },
  )
}

beforeAll(async () => {
  database = await freshPglite()
  answering = await serverFor(
    [
      phoneIntelModule,
      phonePlatform('global'),
      phonePlatform('british', ['GB']),
      phonePlatform('russian', ['RU']),
    ],
    logger,
  )
  unreachable = await serverFor([phoneIntelModule, phonePlatform('down')], false)
})
afterAll(async () => {
  await answering.close()
  await unreachable.close()
  await database.close()
  await agent.close()
})

async function search(s: TestServer, cookie: string, query: string) {
  const res = await fetch(`${s.origin}/api/searches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: s.origin, cookie },
    body: JSON.stringify({ type: 'phone', query }),
  })
  expect(res.status).toBe(201)
  const { id, query: searched } = (await res.json()) as { id: string; query: string }
  const stream = await fetch(`${s.origin}/api/searches/${id}/stream`, { headers: { cookie } })
  const messages = (await stream.text())
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StreamMessage)
  return { searched, messages }
}
const credits = async (s: TestServer, cookie: string) =>
  (await (await fetch(`${s.origin}/api/me`, { headers: { cookie } })).json()).credits as number
async function withCredits(n: number) {
  const signedIn = await createSignedInUser(database.db)
  await grantForOrder(database.db, signedIn.user.id, `order-${signedIn.user.id}`, n)
  return signedIn
}
const modulesOf = (messages: StreamMessage[]) =>
  messages.flatMap((m) => (m.type === 'result' ? [m.data.module] : [])).sort()

describe('a phone search', () => {
  it('asks the platforms that serve the number, and keeps the credit they answered for', async () => {
    const { cookie } = await withCredits(1)
    const { searched, messages } = await search(answering, cookie, TYPED)
    expect(searched).toBe(NUMBER)
    expect(modulesOf(messages)).toEqual(['british', 'global', 'phone-intel'])
    expect(messages.at(-1)).toMatchObject({ type: 'complete', total: 3, refunded: false })
    expect(await credits(answering, cookie)).toBe(0)
  })

  it('gives the credit back when no platform could tell, whatever the number’s facts', async () => {
    const { cookie } = await withCredits(1)
    const { messages } = await search(unreachable, cookie, NUMBER)
    const facts = messages.find((m) => m.type === 'result' && m.data.module === 'phone-intel')
    expect(facts).toMatchObject({ data: { status: 'found', local: true } })
    expect(messages.at(-1)).toMatchObject({ type: 'complete', refunded: true })
    expect(await credits(unreachable, cookie)).toBe(1)
  })

  it('asks only the platforms of every country for a number no regional one serves', async () => {
    const { cookie } = await withCredits(1)
    const { messages } = await search(answering, cookie, '+33612345678')
    expect(modulesOf(messages)).toEqual(['global', 'phone-intel'])
    // The platform of every country said plainly the number is not registered: an answer.
    expect(messages.at(-1)).toMatchObject({ type: 'complete', refunded: false })
  })

  it('keeps the number out of the database and the logs, sealed like any query', async () => {
    const dump = await databaseDump(database)
    expect(dump.length).toBeGreaterThan(0)
    expect(dump).not.toContain(DIGITS)
    expect(logs.length).toBeGreaterThan(0)
    expect(logs.join('')).not.toContain(DIGITS)
    expect(logs.join('')).not.toContain('7400 123456')
  })
})
