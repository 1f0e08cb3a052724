import { describe, expect, it } from 'vitest'
import { normaliseUrl, siteOf, urlKey } from './profile-urls.ts'

describe('siteOf', () => {
  it.each([
    ['api.github.com', 'github.com'],
    ['WWW.GitHub.com.', 'github.com'],
    ['github.com', 'github.com'],
    ['news.bbc.co.uk', 'bbc.co.uk'],
    ['ada.github.io', 'ada.github.io'],
    ['cdn.ada.github.io', 'ada.github.io'],
    ['localhost', 'localhost'],
    ['127.0.0.1', '127.0.0.1'],
  ])('%s is on %s', (host, site) => {
    expect(siteOf(host)).toBe(site)
  })
})

describe('normaliseUrl', () => {
  it.each([
    ['http://WWW.Ada.Example/', 'https://ada.example'],
    ['https://ada.example/notes/', 'https://ada.example/notes'],
    ['https://ada.example/a?utm_source=x&id=2#top', 'https://ada.example/a?id=2'],
    ['https://user:secret@ada.example/', 'https://ada.example'],
  ])('%s is %s', (raw, normal) => {
    expect(normaliseUrl(raw)).toBe(normal)
  })

  it('takes http(s) only', () => {
    expect(normaliseUrl('javascript:alert(1)')).toBeNull()
    expect(normaliseUrl('ftp://ada.example')).toBeNull()
    expect(normaliseUrl('not a url')).toBeNull()
  })

  it('compares in lower case', () => {
    expect(urlKey('https://Ada.example/Notes')).toBe(urlKey('http://www.ada.example/notes/'))
  })
})
