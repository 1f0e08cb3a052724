import { afterAll, describe, expect, it } from 'vitest'
import { MockAgent } from 'undici'
import { eq } from 'drizzle-orm'
import { appSecrets } from '../db/schema.ts'
import { grantForOrder } from '../credits/ledger.ts'
import { statusCheck } from '../../engine/testing/status-check.ts'
import { startTestServer, testServerForFile } from '../../tests/support/test-server.ts'
import { createSignedInUser } from '../../tests/support/users.ts'
import { engineFaking } from '../../tests/support/faked-platforms.ts'
import {
  newPrivateKey,
  signReport,
  signingKey,
  verifyReport,
  verifyingKey,
} from './report-signature.ts'
import { SIGNING_KEY_SECRET } from './signing-key.ts'

const profile = statusCheck('one', {
  name: 'One',
  fixtures: { present: 'alice', absent: 'nobody' },
  extra: { url: 'https://one.example/u/{}' },
})

const agent = new MockAgent()
agent.disableNetConnect()
agent.get('https://one.example').intercept({ path: '/u/alice' }).reply(200, 'alice').persist()
agent.get('https://one.example').intercept({ path: /.*/ }).reply(404, 'no').persist()

const app = testServerForFile({}, { searchEngine: engineFaking(agent, () => [profile]) })
afterAll(() => agent.close())

const publicKey = async (origin = app.server.origin) => {
  const res = await fetch(`${origin}/.well-known/report-signing-key`)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toContain('application/jwk+json')
  return (await res.json()) as Record<string, string>
}
const verify = (body: string) =>
  fetch(`${app.server.origin}/api/reports/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.server.origin },
    body,
  })

/** A finished search's signed export, as its owner downloads it. */
async function exportOfSearch() {
  const { user, cookie } = await createSignedInUser(app.database.db)
  await grantForOrder(app.database.db, user.id, `order-${user.id}`, 1)
  const started = await fetch(`${app.server.origin}/api/searches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.server.origin, cookie },
    body: JSON.stringify({ type: 'username', query: '@alice' }),
  })
  const { id } = (await started.json()) as { id: string }
  await (
    await fetch(`${app.server.origin}/api/searches/${id}/stream`, { headers: { cookie } })
  ).text()
  const res = await fetch(`${app.server.origin}/api/searches/${id}/export`, { headers: { cookie } })
  expect(res.status).toBe(200)
  return { id, cookie, text: JSON.stringify(await res.json(), null, 2) }
}

describe('the deployment’s signing key', () => {
  it('is served as a public Ed25519 JWK, the same one every instance on the database uses', async () => {
    const jwk = await publicKey()
    expect(jwk).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' })
    expect(jwk).not.toHaveProperty('d')
    const [row] = await app.database.db
      .select()
      .from(appSecrets)
      .where(eq(appSecrets.name, SIGNING_KEY_SECRET))
    expect(row?.value).toBeTruthy()
    // Another instance (or this one after a restart) on the same database: the same key.
    const second = await startTestServer(app.database)
    try {
      expect(await publicKey(second.origin)).toEqual(jwk)
    } finally {
      await second.close()
    }
  })

  it('is the configured one when REPORT_SIGNING_KEY is set', async () => {
    const configured = signingKey(newPrivateKey())
    const pem = configured.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString()
    const own = await startTestServer(app.database, {
      REPORT_SIGNING_KEY: pem.replace(/\n/g, '\\n'),
    })
    try {
      expect(await publicKey(own.origin)).toEqual(configured.publicJwk)
    } finally {
      await own.close()
    }
  })
})

describe('signed exports', () => {
  it('signs what the server holds: every verdict with its answer digest, checkable by the JWK', async () => {
    const { text } = await exportOfSearch()
    const report = JSON.parse(text) as Record<string, unknown> & {
      results: { evidence?: { answer_sha256?: string; read_at?: string } }[]
      signature: Record<string, string>
    }
    expect(report).toMatchObject({
      format: 'snooplens-report/1',
      deployment: app.server.origin,
      type: 'username',
      // As the person typed it; the search itself asked for "alice".
      query: '@alice',
      signature: { alg: 'EdDSA', key_url: `${app.server.origin}/.well-known/report-signing-key` },
    })
    expect(report.results[0]?.evidence?.answer_sha256).toMatch(/^[0-9a-f]{64}$/)
    expect(report.results[0]?.evidence?.read_at).toBeTruthy()
    expect(verifyReport(report, verifyingKey(await publicKey())).verdict).toBe('exact')
  })

  it('is only for the search’s owner, and only once it finished', async () => {
    const { id } = await exportOfSearch()
    const stranger = await createSignedInUser(app.database.db)
    const res = await fetch(`${app.server.origin}/api/searches/${id}/export`, {
      headers: { cookie: stranger.cookie },
    })
    expect(res.status).toBe(404)
    expect((await fetch(`${app.server.origin}/api/searches/${id}/export`)).status).toBe(401)
  })

  it('says an uploaded export is exact, and when it was made, or that it is not', async () => {
    const { text } = await exportOfSearch()
    const exact = await verify(text)
    expect(exact.status).toBe(200)
    expect(await exact.json()).toMatchObject({
      verdict: 'exact',
      deployment: app.server.origin,
      type: 'username',
      query: '@alice',
      found: 1,
      signed_at: expect.any(String),
      completed_at: expect.any(String),
    })
    const changed = text.replace('"status": "found"', '"status": "not_found"')
    expect(changed).not.toBe(text)
    expect(await (await verify(changed)).json()).toMatchObject({ verdict: 'changed' })
    expect((await (await verify(changed)).json()) as object).not.toHaveProperty('query')

    const { signature: _ours, ...unsigned } = JSON.parse(text) as Record<string, unknown>
    const resigned = signReport(unsigned, signingKey(newPrivateKey()), {
      signedAt: new Date(),
      keyUrl: 'https://elsewhere.example',
    })
    expect(await (await verify(JSON.stringify(resigned))).json()).toMatchObject({
      verdict: 'other_key',
    })
    expect(await (await verify(JSON.stringify(unsigned))).json()).toMatchObject({
      verdict: 'unsigned',
    })
    expect(await (await verify('[1,2]')).json()).toMatchObject({ verdict: 'unreadable' })
    expect((await verify('{not json')).status).toBe(400)
  })
})
