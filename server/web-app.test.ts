import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { Database } from './db/client.ts'
import { createApp } from './app.ts'
import { loadConfig } from './env.ts'
import { precompressDir } from '../scripts/build/precompress.ts'
import { freshPglite } from '../tests/support/pglite-template.ts'

let database: Database
let app: FastifyInstance
let webRoot: string
const script = `export const answer = ${JSON.stringify('forty-two '.repeat(400))}\n`
const page = `<!doctype html><html><head><title>SnoopLens</title></head><body>${'<p>hello</p>'.repeat(200)}</body></html>`

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'snooplens-web-'))
  mkdirSync(join(webRoot, 'assets'))
  writeFileSync(join(webRoot, 'index.html'), page)
  writeFileSync(join(webRoot, 'assets', 'app-Ab12Cd34.js'), script)
  writeFileSync(join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  precompressDir(webRoot)
  database = await freshPglite()
  app = await createApp({
    config: loadConfig({ NODE_ENV: 'test' }),
    database,
    webRoot,
    logger: false,
  })
  // Stand-ins shaped like real API answers: a large JSON body and an NDJSON stream.
  app.get('/api/test/large', async () => ({ items: Array.from({ length: 1000 }, (_, i) => i) }))
  app.get('/api/test/stream', async (_req, reply) => {
    const out = new PassThrough()
    out.end(`${JSON.stringify({ type: 'result', data: 'x'.repeat(2000) })}\n`)
    return reply.type('application/x-ndjson; charset=utf-8').send(out)
  })
})
afterAll(async () => {
  await app.close()
  await database.close()
  rmSync(webRoot, { recursive: true, force: true })
})

describe('serving the built web app', () => {
  it('the build writes brotli and gzip variants of text files, not of tiny ones', () => {
    expect(brotliDecompressSync(readFileSync(join(webRoot, 'assets/app-Ab12Cd34.js.br')))).toEqual(
      Buffer.from(script),
    )
    expect(gunzipSync(readFileSync(join(webRoot, 'index.html.gz')))).toEqual(Buffer.from(page))
    expect(() => readFileSync(join(webRoot, 'favicon.svg.br'))).toThrow()
  })

  it('sends hashed assets as brotli, else gzip, else plain, cached for a year', async () => {
    const url = '/assets/app-Ab12Cd34.js'
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i)
    expect(br.headers['content-type']).toMatch(/javascript/)
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script)
    expect(br.rawPayload.length).toBeLessThan(script.length / 5)

    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script)

    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.payload).toBe(script)
  })

  it('sends every page path the app, compressed and revalidated each time', async () => {
    for (const url of ['/', '/results/4f6c', '/billing?x=1']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/text\/html/)
      expect(res.headers['content-encoding']).toBe('br')
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page)
    }
  })

  it('answers HEAD wherever GET answers, with the same headers and no body', async () => {
    for (const url of ['/', '/results/4f6c', '/assets/app-Ab12Cd34.js', '/favicon.svg']) {
      const get = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } })
      const head = await app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br' } })
      expect(head.statusCode, url).toBe(200)
      expect(head.headers['content-type']).toBe(get.headers['content-type'])
      expect(head.headers['content-encoding']).toBe(get.headers['content-encoding'])
      expect(head.headers['cache-control']).toBe(get.headers['cache-control'])
      expect(head.rawPayload.length).toBe(0)
    }
    const api = await app.inject({ method: 'HEAD', url: '/api/health' })
    expect(api.statusCode).toBe(200)
    expect((await app.inject({ method: 'HEAD', url: '/api/nope' })).statusCode).toBe(404)
  })

  it('keeps unknown API and sign-in paths a JSON 404, not the app', async () => {
    for (const url of ['/api/nope', '/auth/nope']) {
      const res = await app.inject({ url })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' })
    }
  })

  it('compresses API JSON over 1 kB, leaves small answers and streams alone', async () => {
    const large = await app.inject({ url: '/api/test/large', headers: { 'accept-encoding': 'br' } })
    expect(large.headers['content-encoding']).toBe('br')
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString()).items).toHaveLength(1000)

    const small = await app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } })
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.json()).toEqual({ ok: true })

    const stream = await app.inject({
      url: '/api/test/stream',
      headers: { 'accept-encoding': 'br' },
    })
    expect(stream.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(stream.payload)).toMatchObject({ type: 'result' })
  })
})
