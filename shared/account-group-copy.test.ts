import { describe, expect, it } from 'vitest'
import { tieSentence } from './account-group-copy.ts'
import type { AccountGroup } from './account-groups.ts'

const group: AccountGroup = {
  accounts: [
    { module: 'github', platform: 'GitHub' },
    { module: 'x', platform: 'X (Twitter)' },
  ],
  strength: 'medium',
  ties: [],
}

describe('tieSentence', () => {
  it('names the platforms a tie holds together', () => {
    expect(tieSentence({ kind: 'picture', modules: ['github', 'x'] }, group)).toBe(
      'Same profile picture: GitHub, X (Twitter)',
    )
    expect(tieSentence({ kind: 'name', modules: ['github', 'x'], value: 'Ada L' }, group)).toBe(
      'Same full name “Ada L”: GitHub, X (Twitter)',
    )
  })

  it('says which way a link goes', () => {
    expect(tieSentence({ kind: 'link', modules: ['x', 'github'] }, group)).toBe(
      'X (Twitter) links to GitHub',
    )
    expect(tieSentence({ kind: 'link', modules: ['github', 'x'], mutual: true }, group)).toBe(
      'GitHub and X (Twitter) link to each other',
    )
  })
})
