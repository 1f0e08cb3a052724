import { describe, expect, it } from 'vitest'
import { buildRecord, pv, toHttpUrl, toInt, toIso } from './fields.ts'
import {
  canonicalUrl,
  decodeAttribute,
  decodeEntities,
  metaTags,
  pageTitle,
} from '../../sites/html.ts'
import { pathSegment } from './path.ts'

describe('field builders', () => {
  it('reads unix seconds, unix milliseconds and date strings as ISO times', () => {
    expect(toIso(1_700_000_000)).toBe('2023-11-14T22:13:20.000Z')
    expect(toIso(1_700_000_000_000)).toBe('2023-11-14T22:13:20.000Z')
    expect(toIso('2011-01-25T18:44:36Z')).toBe('2011-01-25T18:44:36.000Z')
    expect(toIso('not a date')).toBeUndefined()
    expect(toIso(0)).toBeUndefined()
  })

  it('lets only absolute http(s) URLs through', () => {
    expect(toHttpUrl('https://a.example/x')).toBe('https://a.example/x')
    expect(toHttpUrl('//cdn.example/a.png')).toBe('https://cdn.example/a.png')
    expect(toHttpUrl('javascript:alert(1)')).toBeUndefined()
    expect(toHttpUrl('/relative')).toBeUndefined()
  })

  it('reads integers from numbers and digit strings only', () => {
    expect(toInt('1,234')).toBe(1234)
    expect(toInt(12.9)).toBe(12)
    expect(toInt('12k')).toBeUndefined()
  })

  it('types known fields, labels them, and drops values that do not fit', () => {
    const record = buildRecord(
      { name: ' Ada ', followers: '42', profile_url: 'ftp://x', bio: '' },
      [pv.date('created', 'Created', 1_700_000_000), pv.int('karma', 'Karma', 'n/a')],
    )
    expect(record).toEqual({
      name: { value: 'Ada', type: 'str', proper_key: 'Name' },
      followers: { value: 42, type: 'int', proper_key: 'Followers' },
      platform_variables: [
        {
          key: 'created',
          proper_key: 'Created',
          value: '2023-11-14T22:13:20.000Z',
          type: 'datetime',
        },
      ],
    })
  })
})

describe('html helpers', () => {
  const page = `<html><head><title>Ada &amp; Co</title>
    <meta property="og:title" content="Ada &#39;Countess&#39;">
    <meta content='https://img.example/a.png' name="twitter:image" />
    <link href="https://site.example/ada" rel="canonical"></head></html>`

  it('reads meta tags by property or name, decoding entities', () => {
    const tags = metaTags(page)
    expect(tags.get('og:title')).toBe("Ada 'Countess'")
    expect(tags.get('twitter:image')).toBe('https://img.example/a.png')
  })

  it('reads the title and canonical link', () => {
    expect(pageTitle(page)).toBe('Ada & Co')
    expect(canonicalUrl(page)).toBe('https://site.example/ada')
  })

  it('decodes every named entity, not only the few an ASCII page needs', () => {
    const accented = `<title>Ren&eacute;e &Eacute;lise &mdash; caf&#233; &hellip;</title>
      <meta property="og:description" content="L&rsquo;&eacute;t&eacute; &copy; 2026">`
    expect(pageTitle(accented)).toBe('Renée Élise — café …')
    expect(metaTags(accented).get('og:description')).toBe('L’été © 2026')
    expect(decodeEntities('Tom &amp Jerry &lt;3')).toBe('Tom & Jerry <3')
  })

  it('leaves a URL query that looks like a legacy entity alone in attribute values', () => {
    const links = `<link rel="canonical" href="https://site.example/u?id=7&not=1&amp;para=2">
      <meta property="og:image" content="https://img.example/a.png?w=2&copy=3&amp;h=4">`
    expect(canonicalUrl(links)).toBe('https://site.example/u?id=7&not=1&para=2')
    expect(metaTags(links).get('og:image')).toBe('https://img.example/a.png?w=2&copy=3&h=4')
    expect(decodeAttribute('https://img.example/a.png?x=1&times=2')).toBe(
      'https://img.example/a.png?x=1&times=2',
    )
  })
})

describe('pathSegment', () => {
  it('encodes a query into one segment and refuses names of dots only', () => {
    expect(pathSegment('a/b?c#d')).toBe('a%2Fb%3Fc%23d')
    expect(pathSegment('a.b')).toBe('a.b')
    expect(pathSegment('..')).toBeUndefined()
    expect(pathSegment('.')).toBeUndefined()
  })
})
