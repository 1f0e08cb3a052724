import { describe, expect, it } from 'vitest'
import { maskedEmail, maskedPhone } from './hints.ts'

describe('masked recovery hints', () => {
  it('keeps masked phone numbers in the shapes platforms show', () => {
    expect(maskedPhone('+91 ******3210')).toBe('+91 ******3210')
    expect(maskedPhone(' XXXXXXX210 ')).toBe('XXXXXXX210')
    expect(maskedPhone('+1 ••• ••• ••12')).toBe('+1 ••• ••• ••12')
  })

  it('leaves out a phone hint that is not a mask: a whole number, words or no digits', () => {
    expect(maskedPhone('+919876543210')).toBeUndefined()
    expect(maskedPhone('not available')).toBeUndefined()
    expect(maskedPhone('********')).toBeUndefined()
    expect(maskedPhone(null)).toBeUndefined()
  })

  it('keeps an email hint only with an @ and a mask character', () => {
    expect(maskedEmail('j***@gmail.com')).toBe('j***@gmail.com')
    expect(maskedEmail('jane@gmail.com')).toBeUndefined()
    expect(maskedEmail('alex.xu@example.com')).toBeUndefined()
    expect(maskedEmail('j***gmail.com')).toBeUndefined()
    expect(maskedEmail('j*** @gmail.com')).toBeUndefined()
    expect(maskedEmail(42)).toBeUndefined()
  })
})
