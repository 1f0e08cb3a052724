import { describe, expect, it } from 'vitest'
import {
  cleanText,
  isHttpUrl,
  isNonSocialPlatform,
  isPlaceholderUsername,
} from './result-filters.ts'

describe('cleanText', () => {
  it('removes C0, C1 and bidi control characters and trims', () => {
    expect(cleanText(' a\u0000b\u0085c\u202Ed\u2066e ')).toBe('abcde')
  })

  it('turns line breaks and tabs into single spaces', () => {
    expect(cleanText('one\r\ntwo\tthree')).toBe('one two three')
  })

  it('keeps ordinary unicode', () => {
    expect(cleanText('Zoë 🦊 東京')).toBe('Zoë 🦊 東京')
  })
})

describe('isPlaceholderUsername', () => {
  it('matches the generated shapes and nothing else', () => {
    expect(['x_user', 'user', 'Finance', 'bob_user7'].map(isPlaceholderUsername)).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect(['userx', 'bob_user7a', 'financer', 'b0b_users'].map(isPlaceholderUsername)).toEqual([
      false,
      false,
      false,
      false,
    ])
  })
})

describe('isHttpUrl', () => {
  it('allows only http and https', () => {
    expect(isHttpUrl('https://a.test/x')).toBe(true)
    expect(isHttpUrl('http://a.test')).toBe(true)
    expect(isHttpUrl('javascript:alert(1)')).toBe(false)
    expect(isHttpUrl('//a.test/x')).toBe(false)
    expect(isHttpUrl('not a url')).toBe(false)
  })
})

describe('the platforms that are not social', () => {
  it('matches by key or display name, ignoring case, dashes and underscores', () => {
    expect(isNonSocialPlatform('x', 'Face-Search')).toBe(true)
    expect(isNonSocialPlatform('github', 'GitHub')).toBe(false)
    expect(isNonSocialPlatform('HIBP')).toBe(true)
  })
})
