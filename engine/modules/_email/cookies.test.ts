import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { mockPlatform } from '../../mock-platform.ts'
import { cookieHeader, cookiesFrom } from './cookies.ts'

const platform = mockPlatform()
afterEach(() => platform.agent.assertNoPendingInterceptors())
afterAll(() => platform.close())

/** The cookies read from a real response, through the engine's client, with these headers. */
async function cookiesSetBy(setCookie: string[]): Promise<Map<string, string>> {
  const headers = setCookie.length > 0 ? { 'set-cookie': setCookie } : undefined
  platform.agent.get('https://site.example').intercept({ path: '/' }).reply(200, 'ok', { headers })
  const signal = new AbortController().signal
  const res = await platform.http
    .forModule(['site.example'], signal)
    .request('https://site.example/')
  return cookiesFrom(res)
}

describe('cookies a platform set', () => {
  it('reads each Set-Cookie header, with its attributes and Expires date left out', async () => {
    const jar = await cookiesSetBy([
      'csrftoken=q7Xb2K; Domain=.site.example; expires=Sun, 22 Nov 2027 05:00:00 GMT; Path=/',
      'mid=Z0Fb2g; Max-Age=31536000; Path=/; Secure; HttpOnly',
    ])
    expect(Object.fromEntries(jar)).toEqual({ csrftoken: 'q7Xb2K', mid: 'Z0Fb2g' })
    expect(cookieHeader(jar)).toBe('csrftoken=q7Xb2K; mid=Z0Fb2g')
  })

  it('keeps a value that holds ", name=" as one cookie instead of inventing a second', async () => {
    const jar = await cookiesSetBy(['prefs=lang=en, theme=dark; Path=/', 'sid=abc123; Path=/'])
    expect(Object.fromEntries(jar)).toEqual({ prefs: 'lang=en, theme=dark', sid: 'abc123' })
  })

  it('lets a later cookie of the same name win, as a browser would', async () => {
    const jar = await cookiesSetBy(['sid=old; Path=/', 'sid=new; Path=/'])
    expect(Object.fromEntries(jar)).toEqual({ sid: 'new' })
  })

  it('reads no cookies from a response that set none', async () => {
    expect((await cookiesSetBy([])).size).toBe(0)
  })
})
