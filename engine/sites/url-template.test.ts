import { describe, expect, it } from 'vitest'
import { QueryNotPlaceableError, fillBody, fillUrl, templateHost } from './url-template.ts'

describe('fillUrl', () => {
  it('percent-encodes the query into the path and the query string', () => {
    expect(fillUrl('https://example.com/u/{}', 'a b/c?d#e')).toBe(
      'https://example.com/u/a%20b%2Fc%3Fd%23e',
    )
    expect(fillUrl('https://example.com/search?name={}&x=1', 'a&x=2')).toBe(
      'https://example.com/search?name=a%26x%3D2&x=1',
    )
  })

  it('keeps "$&" and other replacement patterns literal', () => {
    expect(fillUrl('https://example.com/{}', '$&$1')).toBe('https://example.com/%24%26%241')
  })

  it('turns lone surrogates into U+FFFD instead of throwing', () => {
    expect(fillUrl('https://example.com/{}', 'a\uD800b')).toBe('https://example.com/a%EF%BF%BDb')
  })

  it.each(['.', '..'])('refuses %j, which would change the path', (query) => {
    expect(() => fillUrl('https://example.com/u/{}', query)).toThrow(QueryNotPlaceableError)
  })

  it('allows dots inside a segment', () => {
    expect(fillUrl('https://example.com/@{}', '..')).toBe('https://example.com/@..')
    expect(fillUrl('https://example.com/u/{}', 'j.doe')).toBe('https://example.com/u/j.doe')
  })
})

describe('templateHost', () => {
  it('answers the host of an http(s) template', () => {
    expect(templateHost('https://Example.com/u/{}')).toBe('example.com')
  })

  it('refuses templates whose host depends on the username or that are not http', () => {
    expect(templateHost('https://{}.example.com/')).toBeNull()
    expect(templateHost('ftp://example.com/{}')).toBeNull()
    expect(templateHost('not a url {}')).toBeNull()
  })
})

describe('fillBody', () => {
  it('URL-encodes the query into a form body', () => {
    expect(fillBody('user={}&x=1', 'a&x=2')).toBe('user=a%26x%3D2&x=1')
  })

  it('puts the raw query as a string value into a JSON body, nested too', () => {
    expect(fillBody({ username: '{}', nested: { list: ['{}', 3] } }, 'a"b')).toEqual({
      username: 'a"b',
      nested: { list: ['a"b', 3] },
    })
  })
})
