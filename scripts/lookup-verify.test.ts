import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mockPlatform } from '../engine/mock-platform.ts'
import { statusCheck } from '../engine/testing/status-check.ts'
import { newPrivateKey, signReport, signingKey } from '../server/reports/report-signature.ts'
import { main } from './lookup.ts'
import { cliIo } from '../tests/support/cli-io.ts'

const key = signingKey(newPrivateKey())
const found = (module: string, name: string) => ({
  module,
  name,
  category: 'social',
  status: 'found',
  timestamp: '2026-11-27T07:00:00.000Z',
  elapsed_ms: 5,
  evidence: {
    method: 'GET',
    url: `https://${module}.example/u/alice`,
    status: 200,
    signal: 'a profile page',
    summary: `GET https://${module}.example/u/alice → HTTP 200, a profile page`,
  },
  cleanup: { service: name, difficulty: 'easy', url: `https://${module}.example/delete` },
})

let dir: string
let jwkServer: Server
let origin: string
let exact: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lookup-verify-'))
  jwkServer = createServer((req, res) => {
    if (req.url !== '/.well-known/report-signing-key') return void res.writeHead(404).end()
    res
      .writeHead(200, { 'content-type': 'application/jwk+json' })
      .end(JSON.stringify(key.publicJwk))
  })
  await new Promise<void>((resolve) => jwkServer.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(jwkServer.address() as AddressInfo).port}`
  const report = {
    format: 'snooplens-report/1',
    deployment: origin,
    type: 'username',
    query: 'alice',
    completed_at: '2026-11-27T07:00:00.000Z',
    results: [found('one', 'One'), found('two', 'Two')],
  }
  exact = JSON.stringify(
    signReport(report, key, { signedAt: new Date(), keyUrl: `${origin}/x` }),
    null,
    2,
  )
})
afterAll(async () => {
  await new Promise((resolve) => jwkServer.close(resolve))
  await rm(dir, { recursive: true, force: true })
})

const file = async (name: string, text: string) => {
  const path = join(dir, name)
  await writeFile(path, text)
  return path
}

describe('lookup verify', () => {
  it('exits 0 for an exact report, by the key its deployment serves, and says when it was made', async () => {
    const t = cliIo()
    expect(await main(['verify', await file('exact.json', exact)], t.io)).toBe(0)
    expect(t.out()).toContain(`EXACT: this report is exactly what ${origin} produced`)
    expect(t.out()).toContain('searched 2026-11-27T07:00:00.000Z')
  })

  it('exits 0 for a reformatted copy, and 1 once a byte of it changed', async () => {
    const compact = JSON.stringify(JSON.parse(exact))
    expect(await main(['verify', await file('compact.json', compact)], cliIo().io)).toBe(0)
    const t = cliIo()
    const changed = await file(
      'changed.json',
      exact.replace('"query": "alice"', '"query": "alicf"'),
    )
    expect(await main(['verify', changed], t.io)).toBe(1)
    expect(t.err()).toContain('NOT VERIFIED (changed)')
  })

  it('exits 1 for a report signed by another key, checked against a key file', async () => {
    const other = signingKey(newPrivateKey())
    const keyFile = await file('other.jwk', JSON.stringify(other.publicJwk))
    const t = cliIo()
    expect(await main(['verify', await file('e.json', exact), '--key', keyFile], t.io)).toBe(1)
    expect(t.err()).toContain('NOT VERIFIED (other_key)')
    const ours = await file('ours.jwk', JSON.stringify(key.publicJwk))
    expect(await main(['verify', await file('e.json', exact), '--key', ours], cliIo().io)).toBe(0)
  })

  it('exits 1 with a reason for what cannot be verified, 2 for a wrong command line', async () => {
    const unsigned = await file('unsigned.json', JSON.stringify({ deployment: origin, query: 'a' }))
    const cases: [string[], RegExp][] = [
      [['verify', unsigned], /NOT VERIFIED \(unsigned\)/],
      [['verify', join(dir, 'missing.json')], /not a readable JSON file/],
      [['verify', await file('bad.json', '{')], /not a readable JSON file/],
      [['verify', await file('e.json', exact), '--key', 'http://example.com/k'], /must be https/],
      [['verify', await file('e.json', exact), '--key', `${origin}/nope`], /HTTP 404/],
      [['verify', await file('nodeploy.json', '{}')], /names no deployment/],
    ]
    for (const [argv, message] of cases) {
      const t = cliIo()
      expect(await main(argv, t.io), argv.join(' ')).toBe(1)
      expect(t.err()).toMatch(message)
    }
    expect(await main(['verify'], cliIo().io)).toBe(2)
    expect(await main(['verify', 'a.json', 'b.json'], cliIo().io)).toBe(2)
    expect(await main(['username', 'alice', '--key', 'k'], cliIo().io)).toBe(2)
  })
})

describe('lookup --recheck', () => {
  const module = (id: string) =>
    statusCheck(id, {
      name: id === 'one' ? 'One' : 'Two',
      fixtures: { present: 'canary-present', absent: 'canary-absent' },
    })

  it('asks only the report’s found platforms again and says which account is gone', async () => {
    const p = mockPlatform()
    // Each platform as it answers now: One's account was deleted, Two's is still there.
    for (const [host, alice] of [
      ['one.example', 404],
      ['two.example', 200],
    ] as const) {
      const site = p.agent.get(`https://${host}`)
      site.intercept({ path: '/u/alice' }).reply(alice, 'alice').persist()
      site.intercept({ path: '/u/canary-present' }).reply(200, 'yes').persist()
      // The canaries' certainly absent names, made up at each run.
      site
        .intercept({ path: /^\/u\// })
        .reply(404, 'no')
        .persist()
    }
    const t = cliIo({ catalogue: [module('one'), module('two'), module('three')], http: p.http })
    const path = await file('recheck.json', exact)
    expect(await main(['--recheck', path, '--timeout', '5'], t.io)).toBe(0)
    const lines = t.out().trim().split('\n')
    expect(lines[0]).toMatch(/^PLATFORM\s+NOW\s+EVIDENCE\s+DELETE AT$/)
    expect(lines.find((l) => l.startsWith('One'))).toMatch(/Gone .*HTTP 404.*one\.example\/delete/)
    expect(lines.find((l) => l.startsWith('Two'))).toMatch(/Still there/)
    expect(p.calls().filter((c) => c.includes('three.example'))).toEqual([])
    await p.close()
  })

  it('refuses a file that is not a report export', async () => {
    const t = cliIo()
    expect(await main(['--recheck', await file('no.json', '{"a":1}')], t.io)).toBe(2)
    expect(t.err()).toContain('is not a SnoopLens report export')
  })
})
