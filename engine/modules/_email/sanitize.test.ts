import { describe, expect, it } from 'vitest'
import { pathSegment } from './address.ts'
import { redact } from './provider-answers.ts'
import { sanitizeText, sanitizeUrl } from './sanitize.ts'

describe('sanitizeText', () => {
  it.each([
    ['<b>Ada</b> Lovelace', 'Ada Lovelace'],
    ['Hi<script>alert(1)</script> there', 'Hi there'],
    ['<style>p{}</style>Text', 'Text'],
    ['&lt;img src=x onerror=alert(1)&gt;Ada', 'Ada'],
    ['AT&amp;T', 'AT&T'],
    ['a < b and c > d', 'a < b and c > d'],
    ['bell\u0007 and\u0000 nul', 'bell and nul'],
    ['left\u202Eright\u2066', 'leftright'],
    ['  many\n\tlines  ', 'many lines'],
  ])('turns %j into %j', (raw, text) => {
    expect(sanitizeText(raw)).toBe(text)
  })

  it('keeps numbers and booleans, drops objects and empty text', () => {
    expect(sanitizeText(42)).toBe('42')
    expect(sanitizeText(true)).toBe('true')
    expect(sanitizeText({ html: '<b>' })).toBeUndefined()
    expect(sanitizeText('<br/>')).toBeUndefined()
  })
})

describe('sanitizeUrl', () => {
  it.each([
    'javascript:alert(1)',
    'data:text/html,<b>x</b>',
    'vbscript:x',
    '/relative',
    'ftp://x.example/',
  ])('drops %s', (raw) => expect(sanitizeUrl(raw)).toBeUndefined())

  it('keeps absolute http(s) URLs', () => {
    expect(sanitizeUrl(' https://example.com/a?b=1 ')).toBe('https://example.com/a?b=1')
    expect(sanitizeUrl('http://example.com')).toBe('http://example.com/')
  })
})

describe('redact', () => {
  it('removes a key, raw or URL-encoded', () => {
    expect(redact('key=a+b/c and a%2Bb%2Fc', 'a+b/c')).toBe('key=[redacted] and [redacted]')
  })
})

describe('pathSegment', () => {
  it('encodes a dots-only value so it cannot climb the path', () => {
    expect(pathSegment('..')).toBe('%2E%2E')
    expect(pathSegment('.')).toBe('%2E')
    expect(pathSegment('a.b@example.com')).toBe('a.b%40example.com')
    expect(pathSegment('../x')).toBe('..%2Fx')
  })
})
