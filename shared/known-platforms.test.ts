import { describe, expect, it } from 'vitest'
import { platformByKey, profileKey, readProfileAddress } from './known-platforms.ts'

describe('readProfileAddress', () => {
  it('reads the handle from a profile address, in the platform’s own form', () => {
    expect(readProfileAddress('http://mobile.twitter.com/@Ada_L/')).toMatchObject({
      handle: 'Ada_L',
      url: 'https://x.com/Ada_L',
      platform: { name: 'X (Twitter)' },
    })
    expect(readProfileAddress('https://www.reddit.com/u/ada-l')?.url).toBe(
      'https://reddit.com/user/ada-l',
    )
  })

  it('is no profile on the platform’s own pages, deeper pages or other sites', () => {
    expect(readProfileAddress('https://x.com/intent')).toBeNull()
    expect(readProfileAddress('https://github.com/features')).toBeNull()
    expect(readProfileAddress('https://github.com/ada/repo')).toBeNull()
    expect(readProfileAddress('https://ada.example/ada')).toBeNull()
  })
})

describe('profileKey', () => {
  it('is one key per profile, however it is written', () => {
    expect(profileKey('https://twitter.com/ADA')).toBe(profileKey('https://x.com/ada/'))
    expect(profileKey('https://ada.example/')).toBe('https://ada.example')
  })
})

describe('platformByKey', () => {
  it('knows a platform by the names fields give it', () => {
    expect(platformByKey(' Twitter ')?.name).toBe('X (Twitter)')
    expect(platformByKey('myspace')).toBeUndefined()
  })
})
