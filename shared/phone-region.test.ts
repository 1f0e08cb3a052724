import { describe, expect, it } from 'vitest'
import metadata from 'libphonenumber-js/metadata.max.json' with { type: 'json' }
import { callingCodeOf, phonePlatformsLine } from './phone-region.ts'

describe('callingCodeOf', () => {
  it('names the calling code of a number, whatever its length', () => {
    expect(callingCodeOf('+447400123456')).toBe('+44')
    expect(callingCodeOf('+12015550123')).toBe('+1')
    expect(callingCodeOf('+79123456789')).toBe('+7')
    expect(callingCodeOf('+380501234567')).toBe('+380')
    expect(callingCodeOf('+80012345678')).toBe('+800')
  })

  it('knows every calling code libphonenumber knows, and only those', () => {
    const codes = [
      ...Object.keys(metadata.country_calling_codes),
      ...Object.keys(metadata.nonGeographic),
    ]
    for (const code of codes) expect(callingCodeOf(`+${code}12345678`)).toBe(`+${code}`)
    expect(callingCodeOf('+99912345678')).toBeUndefined()
  })

  it('names none for a number without its country code', () => {
    expect(callingCodeOf('07400123456')).toBeUndefined()
    expect(callingCodeOf('+44 7400 123456')).toBeUndefined()
  })
})

describe('phonePlatformsLine', () => {
  it('says how many platforms that serve the number were checked', () => {
    expect(phonePlatformsLine('+447400123456', 34)).toBe('Checked 34 platforms that serve +44.')
    expect(phonePlatformsLine('+79123456789', 1)).toBe('Checked 1 platform that serves +7.')
  })

  it('says nothing for a number without its country code', () => {
    expect(phonePlatformsLine('07400123456', 3)).toBeUndefined()
  })
})
