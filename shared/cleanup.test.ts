import { describe, expect, it } from 'vitest'
import { isAccountFinding } from './cleanup.ts'
import { ModuleResult, type Finding } from './module-result.ts'

const found = {
  module: 'github',
  name: 'GitHub',
  category: 'coding',
  status: 'found',
  timestamp: '2026-01-01T00:00:00.000Z',
  elapsed_ms: 10,
}

describe('the cleanup on a result', () => {
  it('is read with its difficulty, link, notes and address', () => {
    const cleanup = {
      service: 'GitHub',
      difficulty: 'easy',
      url: 'https://github.com/settings/admin',
      notes: 'Click on Delete account.',
      email: 'privacy@github.example',
    }
    expect(ModuleResult.parse({ ...found, cleanup }).cleanup).toEqual(cleanup)
  })

  it.each(['javascript:alert(1)', 'ftp://github.com/', 'github.com/settings'])(
    'refuses a link that is not http(s): %s',
    (url) => {
      const cleanup = { service: 'GitHub', difficulty: 'easy', url }
      expect(ModuleResult.safeParse({ ...found, cleanup }).success).toBe(false)
    },
  )

  it("refuses a difficulty outside JustDeleteMe's scale", () => {
    const cleanup = { service: 'GitHub', difficulty: 'trivial' }
    expect(ModuleResult.safeParse({ ...found, cleanup }).success).toBe(false)
  })
})

describe('isAccountFinding', () => {
  it('takes profiles and accounts, not breaches, caller records or records', () => {
    const accounts: (Finding | undefined)[] = [undefined, 'profile', 'account']
    const others: Finding[] = ['breach', 'caller-id', 'record']
    expect(accounts.every(isAccountFinding)).toBe(true)
    expect(others.some(isAccountFinding)).toBe(false)
  })
})
