import { afterAll, describe, expect, it } from 'vitest'
import { MockAgent } from 'undici'
import { checkLedger, grantForOrder } from '../credits/ledger.ts'
import { statusCheck } from '../../engine/testing/status-check.ts'
import type { ModuleResult, StreamMessage } from '../../engine/types.ts'
import { recheckRows, recheckTargets } from '../../shared/recheck.ts'
import { testServerForFile } from '../../tests/support/test-server.ts'
import { createSignedInUser } from '../../tests/support/users.ts'
import { engineFaking, unreachableHost } from '../../tests/support/faked-platforms.ts'

/** A platform with a profile page per account: 200 while it exists, 404 once deleted. */
const platform = (id: string, host: string) =>
  statusCheck(id, {
    host,
    fixtures: { present: 'canary_present', absent: 'canary_absent' },
    otherwise: () => ({ status: 'unknown', reason: 'blocked' }),
  })

const HOSTS = { one: 'one.example', two: 'two.example', three: 'three.example' }
/** Accounts that exist, by host; a test deletes one to see the re-check say so. */
const accounts = new Map<string, Set<string>>(
  Object.values(HOSTS).map((h) => [h, new Set(['alice', 'canary_present'])]),
)
const asked: string[] = []
const agent = new MockAgent()
agent.disableNetConnect()
for (const host of Object.values(HOSTS)) {
  agent
    .get(`https://${host}`)
    .intercept({ path: /^\/u\// })
    .reply((req) => {
      const name = req.path.slice('/u/'.length)
      if (name === 'alice') asked.push(host)
      return accounts.get(host)?.has(name)
        ? { statusCode: 200, data: `<h1>${name}</h1>` }
        : { statusCode: 404, data: 'no such user' }
    })
    .persist()
}
unreachableHost(agent, 'down.example')

const app = testServerForFile(
  { SEARCH_LIMIT_PER_USER: '1000', SEARCH_LIMIT_PER_IP: '1000' },
  {
    searchEngine: engineFaking(agent, () => [
      ...Object.entries(HOSTS).map(([id, host]) => platform(id, host)),
      platform('down', 'down.example'),
    ]),
  },
)
afterAll(() => agent.close())

async function person(credits: number) {
  const signedIn = await createSignedInUser(app.database.db)
  if (credits)
    await grantForOrder(app.database.db, signedIn.user.id, `o-${signedIn.user.id}`, credits)
  return signedIn
}
const post = (path: string, cookie: string, body: object) =>
  fetch(`${app.server.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.server.origin, cookie },
    body: JSON.stringify(body),
  })
const credits = async (cookie: string) =>
  (
    (await (await fetch(`${app.server.origin}/api/me`, { headers: { cookie } })).json()) as {
      credits: number
    }
  ).credits
async function finish(id: string, cookie: string) {
  const text = await (
    await fetch(`${app.server.origin}/api/searches/${id}/stream`, { headers: { cookie } })
  ).text()
  const messages = text
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as StreamMessage)
  const last = messages.at(-1)
  if (last?.type !== 'complete') throw new Error(`the search ended with ${JSON.stringify(last)}`)
  return last
}

describe('re-checks', () => {
  it('asks only the found platforms again, for one credit, and finds a deleted account gone', async () => {
    const { user, cookie } = await person(2)
    const search = await post('/api/searches', cookie, { type: 'username', query: 'alice' })
    const first = await finish(((await search.json()) as { id: string }).id, cookie)
    const targets = recheckTargets(first.results).filter((r) => r.module !== 'three')
    expect(targets.map((t) => t.module).sort()).toEqual(['one', 'two'])

    // The person deletes their account on One.
    accounts.get(HOSTS.one)?.delete('alice')
    asked.length = 0
    const res = await post('/api/rechecks', cookie, {
      type: 'username',
      query: 'alice',
      modules: targets.map((t) => t.module),
    })
    expect(res.status).toBe(201)
    const started = (await res.json()) as { id: string; credits: number }
    expect(started.credits).toBe(0)
    const recheck = await finish(started.id, cookie)
    expect(recheck.refunded).toBe(false)
    expect(recheck.results.map((r: ModuleResult) => r.module).sort()).toEqual(['one', 'two'])
    // Three and the unreachable platform were not asked about alice at all.
    expect([...new Set(asked)].sort()).toEqual([HOSTS.one, HOSTS.two])
    const rows = recheckRows(targets, recheck.results)
    expect(Object.fromEntries(rows.map((r) => [r.before.module, r.outcome]))).toEqual({
      one: 'gone',
      two: 'still_there',
    })
    expect(await credits(cookie)).toBe(0)
    expect((await checkLedger(app.database.db, user.id)).ok).toBe(true)
  })

  it('refunds a re-check that could tell nothing, and one of platforms no longer checked', async () => {
    const { user, cookie } = await person(1)
    for (const modules of [['down'], ['retired-platform']]) {
      const res = await post('/api/rechecks', cookie, { type: 'username', query: 'alice', modules })
      expect(res.status).toBe(201)
      const started = (await res.json()) as { id: string; credits: number }
      // Spent before it starts, as any search.
      expect(started.credits).toBe(0)
      const recheck = await finish(started.id, cookie)
      expect(recheck.refunded).toBe(true)
      expect(await credits(cookie)).toBe(1)
    }
    expect((await checkLedger(app.database.db, user.id)).ok).toBe(true)
  })

  it('spends once under a burst of re-checks, and refuses one without a credit', async () => {
    const { user, cookie } = await person(1)
    const body = { type: 'username', query: 'alice', modules: ['two'] }
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post('/api/rechecks', cookie, body)),
    )
    const statuses = answers.map((r) => r.status).sort()
    expect(statuses).toEqual([201, 402, 402, 402, 402])
    const refused = answers.find((r) => r.status === 402)
    expect(await refused?.json()).toMatchObject({ code: 'NO_CREDITS' })
    const ok = answers.find((r) => r.status === 201)
    await finish(((await ok?.json()) as { id: string }).id, cookie)
    expect(await credits(cookie)).toBe(0)
    expect((await checkLedger(app.database.db, user.id)).ok).toBe(true)
  })

  it('refuses a re-check of nothing, of a bad query, and of a signed-out person', async () => {
    const { cookie } = await person(1)
    const none = await post('/api/rechecks', cookie, {
      type: 'username',
      query: 'alice',
      modules: [],
    })
    expect(none.status).toBe(400)
    expect(await none.json()).toMatchObject({ code: 'BAD_REQUEST' })
    const bad = await post('/api/rechecks', cookie, {
      type: 'email',
      query: 'alice',
      modules: ['one'],
    })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ code: 'INVALID_QUERY' })
    const signedOut = await post('/api/rechecks', '', {
      type: 'username',
      query: 'alice',
      modules: ['one'],
    })
    expect(signedOut.status).toBe(401)
    // Nothing was spent on any of them.
    expect(await credits(cookie)).toBe(1)
  })
})
