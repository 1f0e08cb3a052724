import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { mockPlatform } from '../mock-platform.ts'

const platforms: ReturnType<typeof mockPlatform>[] = []
afterEach(async () => {
  await Promise.all(platforms.splice(0).map((p) => p.close()))
})

/** Asks the engine client for one page the platform sends with the given coding. */
async function fetchEncoded(
  status: number,
  body: Buffer,
  encoding: string,
  options: { maxBytes?: number } = {},
) {
  const p = mockPlatform()
  platforms.push(p)
  p.agent
    .get('https://example.com')
    .intercept({ path: '/page' })
    .reply(status, body, { headers: { 'content-type': 'text/html', 'content-encoding': encoding } })
  const client = p.http.forModule(['example.com'], new AbortController().signal)
  return client.request('https://example.com/page', options)
}

const PAGE = '<html><head><title>alice · Example</title></head><body>profile</body></html>'

describe('the engine client decodes what platforms compress', () => {
  it.each([
    ['gzip', gzipSync(PAGE)],
    ['br', brotliCompressSync(PAGE)],
    ['GZIP', gzipSync(PAGE)],
    ['deflate', deflateSync(PAGE)],
    ['x-gzip', gzipSync(PAGE)],
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

  it('says nothing of the coding once the body is decoded', async () => {
    const answer = await fetchEncoded(200, gzipSync(PAGE), 'gzip')
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.headers['content-length']).toBeUndefined()
  })

  it('applies the size cap to the decoded page, so a small bomb stays small', async () => {
    const bomb = gzipSync(Buffer.alloc(50 * 1024 * 1024, 'a'))
    expect(bomb.length).toBeLessThan(100 * 1024)
    const answer = await fetchEncoded(200, bomb, 'gzip', { maxBytes: 1024 })
    expect(answer.text).toBe('a'.repeat(1024))
  })

  it('leaves a body whose coding it does not know as it came, headers and all', async () => {
    const answer = await fetchEncoded(200, Buffer.from(PAGE), 'x-unknown')
    expect(answer.text).toBe(PAGE)
    expect(answer.headers['content-encoding']).toBe('x-unknown')
  })

  it('fails the request on a body that is not what its coding says', async () => {
    await expect(fetchEncoded(200, Buffer.from('not gzip at all'), 'gzip')).rejects.toThrow()
  })

  it('refuses more codings than any server applies', async () => {
    await expect(
      fetchEncoded(200, Buffer.from(PAGE), 'gzip,gzip,gzip,gzip,gzip,gzip'),
    ).rejects.toThrow(/too many content codings/)
  })
})
