import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MockAgent } from 'undici'
import type { Database } from '../db/client.ts'
import { grantForOrder } from '../credits/ledger.ts'
import { statusCheck } from '../../engine/testing/status-check.ts'
import type { LookupModule, StreamMessage } from '../../engine/types.ts'
import { databaseDump } from '../../tests/support/database-dump.ts'
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts'
import { createSignedInUser } from '../../tests/support/users.ts'
import {
  engineFaking,
  fakedProcess,
  keptLogs,
  unreachableHost,
} from '../../tests/support/faked-platforms.ts'
import { freshPglite } from '../../tests/support/pglite-template.ts'

const SECRET_QUERY = 'zx_secret_query_91'

/** A platform that answers 200 for the known account and 404 otherwise; `down` always fails. */
const platform = (id: string, host: string) =>
  statusCheck(id, {
    host,
    path: (q) => `/u/${encodeURIComponent(q)}`,
    fixtures: { present: SECRET_QUERY, absent: 'nobody' },
    otherwise: (code) => ({ status: 'error', message: `HTTP ${code}` }),
  })

const localCheck: LookupModule = {
  id: 'syntax',
  name: 'Syntax',
  category: 'email',
  types: ['username'],
  url: '',
  hosts: [],
  kind: 'module',
  local: true,
  fixtures: { present: 'a', absent: 'b' },
  run: async () => ({ status: 'not_found', proof: 'the name breaks every rule' }),
}

const agent = new MockAgent()
agent.disableNetConnect()
for (const host of ['one.example', 'two.example']) {
  agent
    .get(`https://${host}`)
    .intercept({ path: `/u/${SECRET_QUERY}` })
    .reply(200, 'ok')
    .persist()
  agent
    .get(`https://${host}`)
    .intercept({ path: /\/u\/.*/ })
    .reply(404, 'no')
    .persist()
}
unreachableHost(agent, 'down.example')

const { lines: logs, logger } = keptLogs()
let database: Database
let server: TestServer
let failing: TestServer

beforeAll(async () => {
  database = await freshPglite()
  // One process's canaries and answer times, over the one client both servers share.
  const process = fakedProcess(agent)
  server = await startTestServer(
    database,
    { SEARCH_LIMIT_PER_USER: '1000', SEARCH_LIMIT_PER_IP: '1000' },
    {
      logger,
      searchEngine: engineFaking(
        agent,
        () => [platform('one', 'one.example'), platform('two', 'two.example')],
        process,
      ),
    },
  )
  failing = await startTestServer(
    database,
    {},
    {
      logger: false,
      // A platform that cannot be reached, beside a check that asks none (an address's
      // syntax, say): its "not found" tells nothing about where the person has accounts.
      searchEngine: engineFaking(
        agent,
        () => [platform('down', 'down.example'), localCheck],
        process,
      ),
    },
  )
})
afterAll(async () => {
  await server.close()
  await failing.close()
  await database.close()
  await agent.close()
})

const start = (s: TestServer, cookie: string, body: object) =>
  fetch(`${s.origin}/api/searches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: s.origin, cookie },
    body: JSON.stringify(body),
  })
/** Starts a username search on the first server; its id. */
const usernameSearch = async (cookie: string, query: string): Promise<string> =>
  (await (await start(server, cookie, { type: 'username', query })).json()).id
const credits = async (s: TestServer, cookie: string) =>
  (await (await fetch(`${s.origin}/api/me`, { headers: { cookie } })).json()).credits as number
async function readStream(s: TestServer, id: string, cookie: string): Promise<StreamMessage[]> {
  const res = await fetch(`${s.origin}/api/searches/${id}/stream`, { headers: { cookie } })
  expect(res.headers.get('content-type')).toContain('application/x-ndjson')
  return (await res.text())
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StreamMessage)
}
async function withCredits(n: number) {
  const signedIn = await createSignedInUser(database.db)
  if (n > 0) await grantForOrder(database.db, signedIn.user.id, `order-${signedIn.user.id}`, n)
  return signedIn
}

describe('searches', () => {
  it('spends one credit, streams each module result with progress, then completes', async () => {
    const { cookie } = await withCredits(2)
    const res = await start(server, cookie, { type: 'username', query: `@${SECRET_QUERY}` })
    expect(res.status).toBe(201)
    const { id, query } = await res.json()
    expect(query).toBe(SECRET_QUERY)
    expect(await credits(server, cookie)).toBe(1)
    const messages = await readStream(server, id, cookie)
    const results = messages.filter((m) => m.type === 'result')
    expect(results).toHaveLength(2)
    expect(results.map((m) => m.type === 'result' && m.progress?.completed).sort()).toEqual([1, 2])
    const complete = messages.at(-1)
    expect(complete).toMatchObject({ type: 'complete', total: 2, refunded: false })
    // Once complete, the whole result is also available as SPEC call 5's array.
    const all = await (
      await fetch(`${server.origin}/api/searches/${id}`, { headers: { cookie } })
    ).json()
    expect(
      all.map((m: { module: string; status: string }) => `${m.module}:${m.status}`).sort(),
    ).toEqual(['one:found', 'two:found'])
  })

  it('tells the owner, and only the owner, what a search is: for a page opened at its address', async () => {
    const owner = await withCredits(1)
    const other = await withCredits(0)
    const id = await usernameSearch(owner.cookie, '@summary_person')
    const summary = (cookie: string) =>
      fetch(`${server.origin}/api/searches/${id}/summary`, { headers: { cookie } })
    const mine = await summary(owner.cookie)
    expect(mine.status).toBe(200)
    expect(mine.headers.get('cache-control')).toBe('no-store')
    expect(await mine.json()).toMatchObject({ id, type: 'username', query: 'summary_person' })
    expect((await summary(other.cookie)).status).toBe(404)
    expect((await summary('')).status).toBe(401)
    const unknown = await fetch(`${server.origin}/api/searches/no-such-search/summary`, {
      headers: { cookie: owner.cookie },
    })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ code: 'SEARCH_NOT_FOUND' })
    await readStream(server, id, owner.cookie)
    expect(await (await summary(owner.cookie)).json()).toMatchObject({ finished: true })
  })

  it('lets a client that reconnects catch up with everything so far', async () => {
    const { cookie } = await withCredits(1)
    const id = await usernameSearch(cookie, 'someone_else')
    const first = await readStream(server, id, cookie)
    const again = await readStream(server, id, cookie)
    expect(again).toEqual(first)
  })

  it("answers 404 for another user's search id", async () => {
    const owner = await withCredits(1)
    const other = await withCredits(0)
    const id = await usernameSearch(owner.cookie, 'private_one')
    expect(
      (
        await fetch(`${server.origin}/api/searches/${id}/stream`, {
          headers: { cookie: other.cookie },
        })
      ).status,
    ).toBe(404)
    expect(
      (await fetch(`${server.origin}/api/searches/${id}`, { headers: { cookie: other.cookie } }))
        .status,
    ).toBe(404)
  })

  it('50 concurrent searches from one user with 10 credits: exactly 10 start', async () => {
    const { cookie } = await withCredits(10)
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        start(server, cookie, { type: 'username', query: 'burst_user' }),
      ),
    )
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(10)
    expect(statuses.filter((s) => s === 402)).toHaveLength(40)
    expect(await credits(server, cookie)).toBe(0)
  })

  it('refunds the credit when every platform failed, even if a local check answered', async () => {
    const { cookie } = await withCredits(1)
    const { id } = await (
      await start(failing, cookie, { type: 'username', query: 'anyone' })
    ).json()
    const messages = await readStream(failing, id, cookie)
    const local = messages.find((m) => m.type === 'result' && m.data.module === 'syntax')
    expect(local).toMatchObject({ data: { status: 'not_found', local: true } })
    expect(messages.at(-1)).toMatchObject({ type: 'complete', refunded: true })
    expect(await credits(failing, cookie)).toBe(1)
  })

  it('keeps the query out of the database and the logs', async () => {
    const dump = await databaseDump(database)
    expect(dump).not.toContain(SECRET_QUERY)
    expect(logs.length).toBeGreaterThan(0)
    expect(logs.join('')).not.toContain(SECRET_QUERY)
  })
})
