import { describe, expect, it } from 'vitest'
import { encodePhone, readPhone, servesNumber } from './number.ts'

describe('readPhone', () => {
  it('reads an E.164 number into its parts', () => {
    expect(readPhone('+447400123456')).toEqual({
      e164: '+447400123456',
      callingCode: '44',
      significant: '7400123456',
      country: 'GB',
      national: '07400 123456',
    })
  })

  it('tells the country of a North American number by its area code', () => {
    expect(readPhone('+14165550123')?.country).toBe('CA')
    expect(readPhone('+12015550123')?.country).toBe('US')
  })

  it('takes a number outside its plan’s ranges for its calling code’s main country', () => {
    expect(readPhone('+447700900123')?.country).toBe('GB')
  })

  it('gives no country to a number of no one country', () => {
    const phone = readPhone('+80012345678')
    expect(phone?.callingCode).toBe('800')
    expect(phone?.country).toBeUndefined()
  })

  it('refuses what is not an E.164 number', () => {
    for (const query of ['07400123456', '+44 7400 123456', '+4474001234567890123', '+0123', 'x'])
      expect(readPhone(query)).toBeUndefined()
  })
})

describe('encodePhone', () => {
  const uk = readPhone('+447400123456')!
  const us = readPhone('+12015550123')!
  const fr = readPhone('+33612345678')!

  it('writes each form a platform may ask for', () => {
    expect(encodePhone(uk, 'e164')).toBe('+447400123456')
    expect(encodePhone(uk, 'e164-digits')).toBe('447400123456')
    expect(encodePhone(uk, 'national')).toBe('07400 123456')
    expect(encodePhone(uk, 'national-digits')).toBe('07400123456')
    expect(encodePhone(uk, 'significant')).toBe('7400123456')
  })

  it('keeps each country’s own national form (no trunk prefix in North America)', () => {
    expect(encodePhone(us, 'national-digits')).toBe('2015550123')
    expect(encodePhone(us, 'national')).toBe('(201) 555-0123')
    expect(encodePhone(fr, 'national-digits')).toBe('0612345678')
    expect(encodePhone(fr, 'significant')).toBe('612345678')
  })
})

describe('servesNumber', () => {
  it('lets a platform of every country serve any E.164 number', () => {
    expect(servesNumber(undefined, '+447400123456')).toBe(true)
    expect(servesNumber(undefined, '+80012345678')).toBe(true)
  })

  it('lets a regional platform serve only numbers of its countries', () => {
    expect(servesNumber(['RU', 'KZ'], '+79123456789')).toBe(true)
    expect(servesNumber(['RU', 'KZ'], '+447400123456')).toBe(false)
    expect(servesNumber(['GB'], '+80012345678')).toBe(false)
  })

  it('serves nothing for a number without its country code', () => {
    expect(servesNumber(undefined, '07400123456')).toBe(false)
  })
})
