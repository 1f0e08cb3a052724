import { describe, expect, it } from 'vitest'
import { oneRequestCheck } from './one-request-check.ts'
import { pageThenAsk } from './page-then-ask.ts'

const declared = {
  id: 'example-email',
  name: 'Example',
  category: 'other' as const,
  url: 'https://example.com/',
  hosts: ['example.com'],
  silence: 'The sign-up form asks whether the address is taken; nothing is sent.',
  ask: () => ({ url: 'https://example.com/check', options: {} }),
  answer: { at: 'taken', taken: [true], free: [false], what: 'answer' },
}

describe('an email registration check', () => {
  it('finds an account, not a profile, unless it says otherwise', () => {
    expect(oneRequestCheck(declared).finding).toBe('account')
    expect(
      pageThenAsk({ ...declared, page: { url: 'https://example.com/', what: 'page' } }).finding,
    ).toBe('account')
    expect(oneRequestCheck({ ...declared, finding: 'profile' }).finding).toBe('profile')
  })
})
