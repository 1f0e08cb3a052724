import { describe, expect, it } from 'vitest'
import { CLASS_PAGES } from '../testing/class-pages.ts'
import { identityProof } from './identity.ts'

const page = (head: string) => `<!doctype html><html><head>${head}</head><body></body></html>`

describe('the generic identity check', () => {
  it('finds the name in the page title, as a whole word, any case', () => {
    expect(identityProof(page('<title>Alice (@alice) • Example</title>'), 'alice')).toBe(
      "page title contains 'alice'",
    )
    expect(identityProof(page('<title>ALICE | Example</title>'), 'alice')).not.toBeNull()
  })

  it('decodes the query and the page: "jo%C3%A9" is "joé", "&amp;" is "&"', () => {
    expect(identityProof(page('<title>joé - Example</title>'), 'jo%C3%A9')).not.toBeNull()
    expect(identityProof(page('<title>a&amp;b - Example</title>'), 'a&b')).not.toBeNull()
  })

  it('does not take a longer name for the query', () => {
    for (const title of ['malice', 'alice.smith', 'alice_2', 'alice-b', 'alice99']) {
      expect(identityProof(page(`<title>${title} | Example</title>`), 'alice'), title).toBeNull()
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
      expect(identityProof(page(`<title>${title}</title>`), 'alice'), title).toBeNull()
    }
  })

  it('finds the name as a path segment of the canonical URL or og:url, never as a search term', () => {
    expect(
      identityProof(
        page('<link rel="canonical" href="https://example.com/people/Alice/">'),
        'alice',
      ),
    ).toBe("canonical URL https://example.com/people/Alice/ names 'alice'")
    expect(
      identityProof(page('<meta property="og:url" content="https://example.com/@alice">'), 'alice'),
    ).not.toBeNull()
    expect(
      identityProof(
        page('<link rel="canonical" href="https://example.com/search?q=alice">'),
        'alice',
      ),
    ).toBeNull()
    expect(
      identityProof(
        page('<link rel="canonical" href="https://example.com/search/alice">'),
        'alice',
      ),
    ).toBeNull()
  })

  it("reads a ProfilePage's structured data", () => {
    const ld = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      mainEntity: { '@type': 'Person', name: 'Alice Liddell', alternateName: '@alice' },
    })
    expect(identityProof(page(`<script type="application/ld+json">${ld}</script>`), 'alice')).toBe(
      "structured data (Person.alternateName) names 'alice'",
    )
    const website = JSON.stringify({ '@type': 'WebSite', name: 'alice' })
    expect(
      identityProof(page(`<script type="application/ld+json">${website}</script>`), 'alice'),
    ).toBeNull()
  })

  it("reads a JSON profile's name field at any depth, and nothing else", () => {
    expect(identityProof('{"data":{"user":{"id":1,"login":"Alice"}}}', 'alice')).toBe(
      "field data.user.login is 'Alice'",
    )
    expect(identityProof('{"user":{"html_url":"https://example.com/alice"}}', 'alice')).toBe(
      'field user.html_url is https://example.com/alice',
    )
    expect(identityProof('{"message":"alice"}', 'alice')).toBeNull()
    expect(identityProof('{"user":{"login":"alice2"}}', 'alice')).toBeNull()
  })

  it('never proves anything on a page that is neither a profile nor a not-found page', () => {
    for (const classPage of CLASS_PAGES) {
      expect(identityProof(classPage.body('alice'), 'alice'), classPage.id).toBeNull()
    }
  })
})

describe('names that are words', () => {
  it('accepts an account called "error" whose title says nothing else', () => {
    expect(identityProof(page('<title>error · Example</title>'), 'error')).not.toBeNull()
    expect(identityProof(page('<title>error not found</title>'), 'error')).toBeNull()
  })
})

describe('JSON answers that echo the name', () => {
  it.each([
    '{"username":"alice","error":"User not found"}',
    '{"errors":[{"message":"not found"}],"data":{"user":{"login":"alice"}}}',
    '{"username":"alice","available":true}',
    '{"username":"alice","exists":false}',
  ])('prove nothing when they say they are an error or the name is free: %s', (body) => {
    expect(identityProof(body, 'alice')).toBeNull()
  })
})
