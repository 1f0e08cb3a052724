import { describe, expect, it } from 'vitest'
import { profileAddress, sameAddress } from './profile-address.ts'

describe("reading the account out of a site's URL", () => {
  it('reads it from the path, any case, www. aside, and tells a page below the profile', () => {
    const site = profileAddress('https://example.com/u/{}', ['example.com'])
    expect(site.match('https://www.example.com/u/Alice/')).toEqual({
      account: 'alice',
      deeper: false,
    })
    expect(site.match('/u/alice/followers', 'https://example.com/x')).toEqual({
      account: 'alice',
      deeper: true,
    })
    expect(site.match('https://example.com/u/alice?tab=posts')?.deeper).toBe(true)
    expect(site.match('https://example.com/p/alice')).toBeNull()
    expect(site.match('https://other.org/u/alice')).toBeNull()
  })

  it('reads it around a prefix or suffix in the segment (/@{}, /{}.html)', () => {
    expect(profileAddress('https://x.io/@{}', ['x.io']).match('https://x.io/@bob')?.account).toBe(
      'bob',
    )
    const html = profileAddress('https://x.io/user/{}/index.html', ['x.io'])
    expect(html.match('https://x.io/user/bob/index.html')?.account).toBe('bob')
  })

  it('does not take a route for an account at the root (/{})', () => {
    const root = profileAddress('https://x.io/{}', ['x.io'])
    expect(root.match('https://x.io/login')).toBeNull()
    expect(root.match('https://x.io/search')).toBeNull()
    expect(root.match('https://x.io/carol')?.account).toBe('carol')
  })

  it('reads it from the query: a parameter, a parameter with text around, or a bare key', () => {
    const param = profileAddress('https://x.io/members/?username={}', ['x.io'])
    expect(param.match('https://x.io/members/?username=dan')).toEqual({
      account: 'dan',
      deeper: false,
    })
    expect(param.match('https://x.io/members/?username=dan&tab=posts')?.deeper).toBe(true)
    expect(param.match('https://x.io/other/?username=dan')).toBeNull()
    const around = profileAddress('https://x.io/index.php?p=/profile/{}', ['x.io'])
    expect(around.match('https://x.io/index.php?p=%2Fprofile%2Feve')?.account).toBe('eve')
    const key = profileAddress('https://x.io/?32-{}', ['x.io'])
    expect(key.match('https://x.io/?32-fay')?.account).toBe('fay')
    expect(key.match('https://x.io/?32-fay=&tab=posts')).toEqual({ account: 'fay', deeper: true })
  })

  it("reads it from a single-page app's fragment", () => {
    const app = profileAddress('https://x.io/girls/#!chat/{}', ['x.io'])
    expect(app.match('https://x.io/girls/#!chat/gia')).toEqual({ account: 'gia', deeper: false })
    expect(app.match('https://x.io/girls/#!chat/gia/posts')?.deeper).toBe(true)
  })
})

describe('the same address', () => {
  it('ignores case, a trailing slash and www.', () => {
    expect(sameAddress('https://x.io/u/alice', 'https://www.x.io/u/Alice/')).toBe(true)
    expect(sameAddress('https://x.io/u/alice', 'https://x.io/members/alice')).toBe(false)
  })
})
