import { describe, expect, it } from 'vitest'
import { withProfileAddress } from './profile-url-fallback.ts'
import { FOUND, fakeModule } from './testing/fake-module.ts'
import type { SpecRecord } from './types.ts'

const module = fakeModule('chirper', async () => FOUND, { url: 'https://chirper.example/@{}' })
const named: SpecRecord = { name: { value: 'Ada', type: 'str', proper_key: 'Name' } }

describe('a found profile’s address', () => {
  it('comes from the platform’s template when the data names none', () => {
    const [record] = withProfileAddress([named], module, 'ada lovelace', 'username')
    expect(record?.profile_url?.value).toBe('https://chirper.example/@ada%20lovelace')
    expect(record?.name?.value).toBe('Ada')
  })

  it('stays the data’s own when it names one', () => {
    const own: SpecRecord = {
      profile_url: { value: 'https://chirper.example/u/123', type: 'url', proper_key: 'Profile' },
    }
    expect(withProfileAddress([own], module, 'ada', 'username')).toEqual([own])
  })

  it('is not made up for an email, a provider, an account that is no profile, or no template', () => {
    expect(withProfileAddress([named], module, 'ada@example.com', 'email')).toEqual([named])
    const provider = { ...module, kind: 'provider' as const }
    expect(withProfileAddress([named], provider, 'ada', 'username')).toEqual([named])
    const account = { ...module, finding: 'account' as const }
    expect(withProfileAddress([named], account, 'ada', 'username')).toEqual([named])
    const home = { ...module, url: 'https://chirper.example/' }
    expect(withProfileAddress([named], home, 'ada', 'username')).toEqual([named])
  })

  it('is not made from a name that would leave the template’s path', () => {
    const path = { ...module, url: 'https://chirper.example/u/{}' }
    expect(withProfileAddress([named], path, '..', 'username')).toEqual([named])
  })
})
