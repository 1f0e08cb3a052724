import { createServer, type Server } from 'node:http'
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHttpClient } from '../http/client.ts'
import { runSearch } from '../run-search.ts'
import { siteModule } from '../sites/site-module.ts'
import { snapshotBook, type Expectation } from '../timing/latency-history.ts'
import { collect, resultsOf } from '../testing/fake-module.ts'
import { createCanaries } from './canaries.ts'
import { slowChecks } from './beside.ts'

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
  it("ask a slow platform's twin while its check is out, and a quick one's after", async () => {
    events.length = 0
    const http = createHttpClient({ allowPrivateAddresses: true })
    const latency = snapshotBook({ slow: answers(3000), quick: answers(100) }, () => undefined)
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
    const slow = events.filter((e) => e.startsWith('slow'))
    // The twin (and the known account) went out before the check's answer came back.
    expect(slow.indexOf('slow answered bob')).toBeGreaterThan(
      slow.findIndex((e) => /^slow asked [qxzjvkw]{3}$/.test(e)),
    )
    expect(slow.findIndex((e) => /^slow asked [qxzjvkw]{3}$/.test(e))).toBeGreaterThan(-1)
    const quick = events.filter((e) => e.startsWith('quick'))
    expect(quick.slice(0, 3)).toEqual([
      'quick asked bob',
      'quick answered bob',
      expect.stringMatching(/^quick asked [qxzjvkw]{3}$/),
    ])
  })

  it('are for platforms that answer, at least half as slowly as the slowest', () => {
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
    expect([...slowChecks(modules.map((m) => book.expect(m.id)))]).toEqual([0, 1])
    // Nothing slower than a second: every self-test's round trip hides under the search.
    expect([...slowChecks(modules.map(() => answers(900)))]).toEqual([])
    expect([...slowChecks(modules.map(() => undefined))]).toEqual([])
  })
})
