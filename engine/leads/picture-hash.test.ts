import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { usePlatforms } from '../modules/_shared/testing.ts'
import { PICTURE_MAX_BYTES, pictureHash, pictureHostAllowed } from './picture-hash.ts'

const github = { id: 'github', hosts: ['api.github.com'] }
const AVATARS = 'https://avatars.githubusercontent.com'
/** A small picture's worth of bytes. */
const PICTURE = Buffer.from('PNG '.repeat(100))
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

const platform = usePlatforms()

function serve(
  path: string,
  body: Buffer | string,
  headers: Record<string, string> = { 'content-type': 'image/png' },
) {
  const p = platform()
  p.agent.get(AVATARS).intercept({ path }).reply(200, body, { headers })
  return p
}

describe('pictureHash', () => {
  it('hashes a picture from the platform’s own picture host', async () => {
    const p = serve('/u/1?v=4', PICTURE)
    expect(await pictureHash(`${AVATARS}/u/1?v=4`, github, p.http)).toBe(sha256(PICTURE))
  })

  it('hashes the bytes themselves, which UTF-8 text would not keep', async () => {
    // Two pictures that differ only in bytes no UTF-8 text can hold: as text they read alike.
    const one = Buffer.concat([Buffer.from([0x89, 0xff, 0xfe]), PICTURE])
    const two = Buffer.concat([Buffer.from([0x89, 0xfe, 0xff]), PICTURE])
    expect(one.toString('utf8')).toBe(two.toString('utf8'))
    const p = platform()
    const pool = p.agent.get(AVATARS)
    pool.intercept({ path: '/one' }).reply(200, one, { headers: { 'content-type': 'image/png' } })
    pool.intercept({ path: '/two' }).reply(200, two, { headers: { 'content-type': 'image/png' } })
    expect(await pictureHash(`${AVATARS}/one`, github, p.http)).toBe(sha256(one))
    expect(await pictureHash(`${AVATARS}/two`, github, p.http)).toBe(sha256(two))
  })

  it('gives one hash for one file wherever it is, and another for another file', async () => {
    const other = Buffer.from(PICTURE)
    other[7] = 0x89
    const p = platform()
    const pool = p.agent.get(AVATARS)
    pool.intercept({ path: '/a' }).reply(200, PICTURE, { headers: { 'content-type': 'image/png' } })
    pool.intercept({ path: '/b' }).reply(200, PICTURE, { headers: { 'content-type': 'image/png' } })
    pool.intercept({ path: '/c' }).reply(200, other, { headers: { 'content-type': 'image/png' } })
    const [a, b, c] = await Promise.all(
      ['/a', '/b', '/c'].map((path) => pictureHash(`${AVATARS}${path}`, github, p.http)),
    )
    expect(a).toBe(b)
    expect(c).toMatch(/^[0-9a-f]{64}$/)
    expect(c).not.toBe(a)
  })

  it('fetches nothing from a host the module does not keep pictures on', async () => {
    const p = platform()
    expect(await pictureHash('https://tracker.example/pixel.png', github, p.http)).toBeUndefined()
    expect(p.calls()).toEqual([])
  })

  it('refuses private addresses through the engine’s guard', async () => {
    const p = platform()
    const local = { id: 'local', hosts: ['localhost'] }
    expect(await pictureHash('http://localhost/me.png', local, p.http)).toBeUndefined()
    expect(p.calls()).toEqual([])
  })

  it('fetches nothing for a platform’s stand-in picture', async () => {
    const p = platform()
    const stand = `${AVATARS}/images/default-avatar.png`
    expect(await pictureHash(stand, github, p.http)).toBeUndefined()
    expect(p.calls()).toEqual([])
  })

  it.each([
    ['a page', { 'content-type': 'text/html' }],
    ['a drawing', { 'content-type': 'image/svg+xml' }],
    ['no type', {}],
  ])('takes no hash of %s', async (_, headers) => {
    const p = serve('/u/1', PICTURE, headers)
    expect(await pictureHash(`${AVATARS}/u/1`, github, p.http)).toBeUndefined()
  })

  it('takes no hash of a picture over the size cap, said or not', async () => {
    const said = serve('/big', PICTURE, {
      'content-type': 'image/jpeg',
      'content-length': String(PICTURE_MAX_BYTES + 1),
    })
    expect(await pictureHash(`${AVATARS}/big`, github, said.http)).toBeUndefined()
    const unsaid = serve('/big', Buffer.alloc(PICTURE_MAX_BYTES + 10, 0x41), {
      'content-type': 'image/jpeg',
    })
    expect(await pictureHash(`${AVATARS}/big`, github, unsaid.http)).toBeUndefined()
  })

  it('takes no hash of a spacer, an error or a stopped search', async () => {
    const tiny = serve('/spacer', Buffer.from('GIF89a'), { 'content-type': 'image/gif' })
    expect(await pictureHash(`${AVATARS}/spacer`, github, tiny.http)).toBeUndefined()
    const p = platform()
    p.agent.get(AVATARS).intercept({ path: '/gone' }).reply(404, 'no')
    expect(await pictureHash(`${AVATARS}/gone`, github, p.http)).toBeUndefined()
    const stopped = serve('/u/1', PICTURE)
    const signal = AbortSignal.abort()
    expect(await pictureHash(`${AVATARS}/u/1`, github, stopped.http, signal)).toBeUndefined()
  })
})

describe('pictureHostAllowed', () => {
  it.each([
    ['api.github.com', true],
    ['github.com', true],
    ['avatars.githubusercontent.com', true],
    ['evil-githubusercontent.com', false],
    ['raw.githubusercontent.com', false],
    ['tracker.example', false],
  ])('%s: %s', (host, allowed) => {
    expect(pictureHostAllowed(host, github)).toBe(allowed)
  })
})
