import { brotliCompressSync, gzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { mockPlatform } from './testing/mock-platform.ts'

const platforms: ReturnType<typeof mockPlatform>[] = []
afterEach(async () => {
  await Promise.all(platforms.splice(0).map((p) => p.close()))
})

/** Asks the engine client for one page the platform sends with the given coding. */
async function fetchEncoded(status: number, body: Buffer, encoding: string) {
  const p = mockPlatform()
  platforms.push(p)
  p.agent
    .get('https://example.com')
    .intercept({ path: '/page' })
    .reply(status, body, { headers: { 'content-type': 'text/html', 'content-encoding': encoding } })
  const client = p.http.forModule(['example.com'], new AbortController().signal)
  return client.request('https://example.com/page')
}

const PAGE = '<html><head><title>alice · Example</title></head><body>profile</body></html>'

describe('the engine client decodes what platforms compress', () => {
  it.each([
    ['gzip', gzipSync(PAGE)],
    ['br', brotliCompressSync(PAGE)],
    ['GZIP', gzipSync(PAGE)],
  ])('reads a %s page as text', async (encoding, body) => {
    expect((await fetchEncoded(200, body, encoding)).text).toBe(PAGE)
  })

  it('undoes codings applied one after the other ("gzip, br")', async () => {
    const twice = brotliCompressSync(gzipSync(PAGE))
    expect((await fetchEncoded(200, twice, 'gzip, br')).text).toBe(PAGE)
  })

  it('decodes a compressed error page too, so a wall behind a 403 is still recognised', async () => {
    const wall = gzipSync(
      '<html><head><title>Attention Required! | Cloudflare</title></head><body>Sorry, you have been blocked</body></html>',
    )
    await expect(fetchEncoded(403, wall, 'gzip')).rejects.toMatchObject({
      name: 'BlockedError',
      reason: 'blocked',
    })
  })
})
