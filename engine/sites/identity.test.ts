import { describe, expect, it } from 'vitest'
import { CLASS_PAGES } from '../testing/class-pages.ts'
import { pageOwner, profileAddress } from './identity.ts'

const page = (head: string, body = '') =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`
const address = profileAddress('https://example.com/u/{}', ['example.com', 'www.example.com'])

/** Whose page `body` is, asked for `query` at /u/<query>, optionally reached at `finalUrl`. */
function owner(body: string, query = 'alice', finalUrl?: string) {
  const requestUrl = `https://example.com/u/${encodeURIComponent(query)}`
  return pageOwner({ body, query, requestUrl, finalUrl: finalUrl ?? requestUrl, address })
}
const proof = (body: string, query = 'alice', finalUrl?: string) => {
  const result = owner(body, query, finalUrl)
  return result.owner === 'asked' ? result.proof : null
}

describe('the identity check: places that belong to the profile', () => {
  it('finds the name in the page title, as a whole word, any case', () => {
    expect(proof(page('<title>Alice (@alice) • Example</title>'))).toBe(
      "page title contains 'alice'",
    )
    expect(proof(page('<title>ALICE | Example</title>'))).not.toBeNull()
  })

  it('decodes the query and the page: "jo%C3%A9" is "joé", "&amp;" is "&"', () => {
    expect(proof(page('<title>joé - Example</title>'), 'jo%C3%A9')).not.toBeNull()
    expect(proof(page('<title>a&amp;b - Example</title>'), 'a&b')).not.toBeNull()
  })

  it('does not take a longer name for the query', () => {
    for (const title of ['malice', 'alice.smith', 'alice_2', 'alice-b', 'alice99']) {
      expect(proof(page(`<title>${title} | Example</title>`)), title).toBeNull()
    }
  })

  it('ignores titles of search, error and not-found pages that echo the name', () => {
    for (const title of [
      'Search results for alice',
      'alice - User not found',
      'No user alice',
      'Sign up - claim alice',
      'alice is available!',
      'Error: alice',
    ]) {
      expect(proof(page(`<title>${title}</title>`)), title).toBeNull()
    }
  })

  it('finds the name in the canonical URL or og:url, never as a search term', () => {
    expect(proof(page('<link rel="canonical" href="https://example.com/people/Alice/">'))).toBe(
      'canonical URL https://example.com/people/Alice/',
    )
    expect(
      proof(page('<meta property="og:url" content="https://example.com/members/alice">')),
    ).toBe('og:url https://example.com/members/alice')
    expect(proof(page('<link rel="canonical" href="https://example.com/search?q=alice">'))).toBe(
      null,
    )
    expect(proof(page('<link rel="canonical" href="https://example.com/search/alice">'))).toBe(null)
  })

  it('never takes the address we asked for, nor a redirect that only moves the name', () => {
    const bare = page('<title>Example</title>')
    expect(proof(bare)).toBeNull()
    expect(proof(bare, 'alice', 'https://example.com/u/alice/')).toBeNull()
    expect(proof(bare, 'alice', 'https://www.example.com/u/Alice')).toBeNull()
    expect(proof(bare, 'alice', 'https://example.com/members/alice')).toBeNull()
  })

  it("reads a ProfilePage's structured data", () => {
    const ld = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      mainEntity: { '@type': 'Person', name: 'Alice Liddell', alternateName: '@alice' },
    })
    expect(proof(page(`<script type="application/ld+json">${ld}</script>`))).toBe(
      "structured data Person.alternateName '@alice'",
    )
    const website = JSON.stringify({ '@type': 'WebSite', name: 'alice' })
    expect(proof(page(`<script type="application/ld+json">${website}</script>`))).toBeNull()
  })

  it('finds a profile that shows only a display name in its title, by its header handle', () => {
    const html = page(
      '<title>Alice Liddell</title>',
      '<div class="profile-header"><span>Alice Liddell</span> <span>@alice</span></div>',
    )
    expect(proof(html)).toBe("the profile header shows '@alice'")
    expect(proof(page('<title>Alice Liddell</title>', '<h1>Alice Liddell · @alice</h1>'))).toBe(
      "the profile header shows '@alice'",
    )
  })

  it("finds a profile by its own links: its tabs, or a link reading '@alice'", () => {
    const tabs = page(
      '<title>Alice Liddell</title>',
      '<nav><a href="/u/alice/followers">Followers</a><a href="/u/alice/posts">Posts</a></nav>',
    )
    expect(proof(tabs)).toBe('links to its own pages /u/alice/followers, /u/alice/posts')
    const handle = page('<title>Liddell</title>', '<p><a href="/u/alice">@alice</a></p>')
    expect(proof(handle)).toBe("a link reads '@alice' to /u/alice")
  })

  it('never proves anything on a page that is neither a profile nor a not-found page', () => {
    for (const classPage of CLASS_PAGES) {
      expect(proof(classPage.body('alice')), classPage.id).toBeNull()
    }
  })

  it('does not count an address in the text as a handle', () => {
    expect(proof(page('<title>Contact</title>', '<h1>write to alice@example.org</h1>'))).toBeNull()
  })
})

describe('the identity check: another account’s page', () => {
  const other = (account: string, title = 'Alice Two') =>
    page(
      `<title>${title}</title><link rel="canonical" href="https://example.com/u/${account}">`,
      `<h1>${title} @${account}</h1><a href="/u/${account}/followers">f</a><a href="/u/${account}/posts">p</a>`,
    )

  it('names the other account when the canonical URL is its address', () => {
    expect(owner(other('alice2'))).toEqual({
      owner: 'other',
      account: 'alice2',
      where: 'canonical URL https://example.com/u/alice2',
    })
    // A display name that repeats the asked name does not make it the asked account's.
    expect(owner(other('malice', 'Alice')).owner).toBe('other')
  })

  it('names the other account when the header handle or the tabs are its, without a canonical', () => {
    const noCanonical = page(
      '<title>Alice</title>',
      '<div class="profile-card"><h2>Alice</h2><span>@alice2</span></div>',
    )
    expect(owner(noCanonical)).toMatchObject({ owner: 'other', account: 'alice2' })
    const tabs = page(
      '<title>Alice</title>',
      '<a href="/u/malice/followers">f</a><a href="/u/malice/posts">p</a>',
    )
    expect(owner(tabs)).toMatchObject({ owner: 'other', account: 'malice' })
  })

  it('names the other account the site redirected to', () => {
    expect(
      owner(page('<title>Alice</title>'), 'alice', 'https://example.com/u/alice2'),
    ).toMatchObject({ owner: 'other', account: 'alice2' })
  })

  it('is not fooled by a mention of the asked account on another account’s page', () => {
    const mention = page(
      '<title>Bob</title><link rel="canonical" href="https://example.com/u/bob">',
      '<p>Thanks <a href="/u/alice">@alice</a>!</p>',
    )
    expect(owner(mention)).toMatchObject({ owner: 'other', account: 'bob' })
  })

  it('lets the asked account’s header win over accounts it mentions', () => {
    const html = page('<title>Alice</title>', '<h1>@alice</h1><p><a href="/u/bob">@bob</a></p>')
    expect(owner(html).owner).toBe('asked')
  })
})

describe('names that are words', () => {
  it('accepts an account called "error" whose title says nothing else', () => {
    expect(proof(page('<title>error · Example</title>'), 'error')).not.toBeNull()
    expect(proof(page('<title>error not found</title>'), 'error')).toBeNull()
  })
})

describe('JSON answers', () => {
  it('reads a handle field at any depth, shallowest first', () => {
    expect(proof('{"data":{"user":{"id":1,"login":"Alice"}}}')).toBe(
      "field data.user.login is 'Alice'",
    )
    const api = (body: string) =>
      pageOwner({
        body,
        query: 'alice',
        requestUrl: 'https://example.com/api/users/alice',
        finalUrl: 'https://example.com/api/users/alice',
        address,
      })
    expect(api('{"user":{"html_url":"https://example.com/u/alice"}}')).toEqual({
      owner: 'asked',
      proof: 'field user.html_url is https://example.com/u/alice',
    })
    // The address we asked for, repeated in a field, names nobody.
    expect(proof('{"user":{"html_url":"https://example.com/u/alice"}}')).toBeNull()
    expect(proof('{"message":"alice"}')).toBeNull()
  })

  it('says whose account it is when the handle is another', () => {
    expect(owner('{"user":{"login":"alice2"}}')).toMatchObject({
      owner: 'other',
      account: 'alice2',
    })
    // A display name is no handle: it neither proves nor refutes.
    expect(owner('{"user":{"name":"Someone"}}').owner).toBe('unknown')
  })

  it('finds the asked account in a list, and no other account from a list', () => {
    expect(proof('{"users":[{"login":"alice2"},{"login":"alice"}]}')).toBe(
      "field users[1].login is 'alice'",
    )
    expect(owner('{"users":[{"login":"alice2"}]}').owner).toBe('unknown')
  })

  it.each([
    '{"username":"alice","error":"User not found"}',
    '{"errors":[{"message":"not found"}],"data":{"user":{"login":"alice"}}}',
    '{"username":"alice","available":true}',
    '{"username":"alice","exists":false}',
  ])('prove nothing when they say they are an error or the name is free: %s', (body) => {
    expect(proof(body)).toBeNull()
  })
})

describe('an address we asked for proves nothing, echoed or not', () => {
  const echoed = (head: string, body = '') =>
    page(
      `${head}<link rel="canonical" href="https://example.com/u/alice"><meta property="og:url" content="https://example.com/u/alice">`,
      body,
    )

  it('takes no canonical URL, og:url or structured-data URL that repeats the asked address', () => {
    expect(proof(echoed('<title>Example</title>'))).toBeNull()
    const ld = JSON.stringify({ '@type': 'ProfilePage', url: 'https://example.com/u/alice' })
    expect(proof(page(`<script type="application/ld+json">${ld}</script>`))).toBeNull()
    // Relative, or with another case or a trailing slash: the same address.
    expect(proof(page('<link rel="canonical" href="/u/Alice/">'))).toBeNull()
  })

  it('finds the account when another place of the page names it too', () => {
    expect(proof(echoed('<title>Liddell</title>', '<h1>Alice Liddell @alice</h1>'))).toBe(
      "the profile header shows '@alice'",
    )
    const ld = JSON.stringify({ '@type': 'Person', alternateName: '@alice' })
    expect(
      proof(echoed(`<title>Liddell</title><script type="application/ld+json">${ld}</script>`)),
    ).toBe("structured data Person.alternateName '@alice'")
  })

  it('reads every place, and another account named anywhere outranks the echo', () => {
    const header = echoed('<title>Alice</title>', '<div class="profile-header">@bob</div>')
    expect(owner(header)).toMatchObject({ owner: 'other', account: 'bob' })
    const tabs = echoed(
      '<title>Alice</title>',
      '<a href="/u/bob/posts">p</a><a href="/u/bob/likes">l</a>',
    )
    expect(owner(tabs)).toMatchObject({ owner: 'other', account: 'bob' })
    const link = echoed('<title>Alice</title>', '<p><a href="/u/alice2">@alice2</a></p>')
    expect(owner(link)).toMatchObject({ owner: 'other', account: 'alice2' })
    const ld = JSON.stringify({ '@type': 'Person', name: 'Alice', alternateName: '@bob' })
    const data = echoed(`<title>alice</title><script type="application/ld+json">${ld}</script>`)
    expect(owner(data)).toMatchObject({ owner: 'other', account: 'bob' })
  })

  it("names the other account a redirect lands on, whatever the landing page's canonical says", () => {
    const landing = page(
      '<title>Alice</title><link rel="canonical" href="https://example.com/u/alice2">',
    )
    expect(owner(landing, 'alice', 'https://example.com/u/alice2')).toMatchObject({
      owner: 'other',
      account: 'alice2',
    })
  })
})

describe('handles are whole', () => {
  it.each(['@alice-', '@alice_', '@x.alice', '@alice.b', '@_alice', '@alice--'])(
    'takes %s for another account than alice',
    (handle) => {
      const html = page('<title>Alice</title>', `<h1>Alice ${handle}</h1>`)
      expect(owner(html).owner).toBe('other')
    },
  )

  it('reads a full stop that ends a sentence as no part of the handle', () => {
    expect(proof(page('<title>Liddell</title>', '<h1>Photos by @alice.</h1>'))).toBe(
      "the profile header shows '@alice'",
    )
  })

  it('never takes a longer handle in a link or a title for the asked one', () => {
    expect(owner(page('<title>x</title>', '<p><a href="/u/alice-">@alice-</a></p>'))).toMatchObject(
      { owner: 'other', account: 'alice-' },
    )
    expect(proof(page('<title>alice_ | Example</title>'))).toBeNull()
    expect(proof(page('<title>x.alice | Example</title>'))).toBeNull()
  })
})
