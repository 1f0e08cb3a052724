import { createServer, type Server } from 'node:http'
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHttpClient } from '../http/client.ts'
import { runSearch } from '../run-search.ts'
import { siteModule } from '../sites/site-module.ts'
import { snapshotBook, type Expectation, type LatencyBook } from '../timing/latency-history.ts'
import { collect, resultsOf } from '../testing/fake-module.ts'
import { createCanaries } from './canaries.ts'
import { BESIDE_AFTER_MS, SLOW_FROM_MS, besideDelays, besidePlan } from './beside.ts'

/**
 * A slow platform's self-tests go out while its check does, so its "found" waits one round
 * trip, not two; a quick platform's wait until its check has answered, on its connection.
 */
const ANSWER_MS = 2000
let server: Server
let origin = ''
const events: string[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    const [, site, name = ''] = /^\/(\w+)\/(.*)$/.exec(req.url ?? '') ?? []
    events.push(`${site} asked ${name}`)
    const present = name === 'alice' || name === 'bob'
    setTimeout(
      () => {
        events.push(`${site} answered ${name}`)
        res
          .writeHead(present ? 200 : 404, { 'content-type': 'text/html' })
          .end(
            present
              ? `<html><head><title>${name} on ${site}</title></head></html>`
              : 'no such user',
          )
      },
      site === 'slow' ? ANSWER_MS : 0,
    )
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const site = (id: string) =>
  siteModule({
    id,
    name: id,
    category: 'social',
    url: `${origin}/${id}/{}`,
    hosts: ['127.0.0.1'],
    detect: { presentStatus: [200], absentStatus: [404], identity: true },
    fixtures: { present: 'alice', absent: 'nobody-here-1' },
    sources: ['own'],
  })

const answers = (p95Ms: number): Expectation => ({ kind: 'answers', p95Ms, typicalMs: p95Ms })

describe('self-tests beside slow checks', () => {
  /** Searches `bob` on a slow and a quick platform; the events of each, in order. */
  async function searchBoth(latency: LatencyBook) {
    events.length = 0
    const http = createHttpClient({ allowPrivateAddresses: true })
    try {
      const results = resultsOf(
        await collect(
          runSearch({
            type: 'username',
            query: 'bob',
            modules: [site('slow'), site('quick')],
            http,
            canaries: createCanaries({ http }),
            latency,
          }),
        ),
      )
      expect(results.map((r) => [r.module, r.status])).toEqual(
        expect.arrayContaining([
          ['slow', 'found'],
          ['quick', 'found'],
        ]),
      )
    } finally {
      await http.close()
    }
    return {
      slow: events.filter((e) => e.startsWith('slow')),
      quick: events.filter((e) => e.startsWith('quick')),
    }
  }
  const twinAsked = (of: string[]) => of.findIndex((e) => / asked [qxzjvkw]{3}$/.test(e))
  /** The quick platform's twin went out on its connection once its check had answered. */
  const expectTwinAfterAnswer = (quick: string[]) =>
    expect(quick.slice(0, 3)).toEqual([
      'quick asked bob',
      'quick answered bob',
      expect.stringMatching(/^quick asked [qxzjvkw]{3}$/),
    ])

  it("ask a slow platform's twin while its check is out, and a quick one's after", async () => {
    const { slow, quick } = await searchBoth(
      snapshotBook({ slow: answers(3000), quick: answers(100) }, () => undefined),
    )
    // The twin (and the known account) went out before the check's answer came back.
    expect(twinAsked(slow)).toBeGreaterThan(-1)
    expect(slow.indexOf('slow answered bob')).toBeGreaterThan(twinAsked(slow))
    expectTwinAfterAnswer(quick)
  })

  it("ask a never-seen platform's twin once its check has been out a while", async () => {
    const { slow, quick } = await searchBoth(snapshotBook({}, () => undefined))
    expect(twinAsked(slow)).toBeGreaterThan(-1)
    expect(slow.indexOf('slow answered bob')).toBeGreaterThan(twinAsked(slow))
    // Quick enough to answer first: its twin waits for its answer, as before.
    expectTwinAfterAnswer(quick)
  })

  it('go soon for platforms at least half as slow as the slowest, later for unseen ones', () => {
    const modules = ['a', 'b', 'c', 'd', 'e'].map(site)
    const book = {
      expect: (id: string) =>
        (
          ({ a: answers(4000), b: answers(2100), c: answers(1900), d: { kind: 'hung' } }) as Record<
            string,
            Expectation
          >
        )[id],
    }
    // e has nothing on record; d's last word was silence.
    expect(besideDelays(modules.map((m) => book.expect(m.id)))).toEqual([
      BESIDE_AFTER_MS,
      BESIDE_AFTER_MS,
      undefined,
      undefined,
      SLOW_FROM_MS,
    ])
    // Nothing slower than a second: every self-test's round trip hides under the search.
    expect(besideDelays(modules.map(() => answers(900)))).toEqual(modules.map(() => undefined))
  })

  it('go beside one in ten of a search at most for never-seen platforms', () => {
    // 19 never seen, one known to be slow, all started; most have answered.
    const plan = besidePlan([...Array.from({ length: 19 }, () => undefined), answers(4000)])
    for (let i = 0; i < 20; i++) plan.started()
    for (let i = 0; i < 15; i++) plan.answered()
    const taken = Array.from({ length: 20 }, (_, i) => plan.take(i))
    expect(taken.filter(Boolean)).toHaveLength(3)
    expect(taken.slice(0, 2)).toEqual([true, true])
    expect(taken[19]).toBe(true)
    expect(plan.delayOf(0)).toBe(SLOW_FROM_MS)
    expect(plan.delayOf(19)).toBe(BESIDE_AFTER_MS)
  })

  it('go beside a never-seen platform only while most checks have answered', () => {
    const plan = besidePlan([undefined, undefined, undefined, undefined, answers(4000)])
    for (let i = 0; i < 5; i++) plan.started()
    plan.answered()
    plan.answered()
    // Two of five: the others are not answering either (a resolver or a network down).
    expect(plan.take(0)).toBe(false)
    // A platform known to be slow still has its self-tests beside it.
    expect(plan.take(4)).toBe(true)
    plan.answered()
    expect(plan.take(0)).toBe(true)
  })
})
