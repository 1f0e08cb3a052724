import { describe, expect, it } from 'vitest'
import {
  PHONE_VALIDATION_MESSAGES as M,
  validatePhoneNumber,
  type PhoneValidationResult,
} from './phone-validation.ts'

type Expected = Pick<PhoneValidationResult, 'formatted' | 'country' | 'type'>

describe('validatePhoneNumber: valid numbers (SPEC 5)', () => {
  it.each<[string, string, Expected]>([
    // Separators: spaces, dashes, parentheses, brackets and dots.
    [
      'strips every separator',
      '+44 (0)7400-123.456',
      { formatted: '+4407400123456', country: 'United Kingdom', type: 'landline' },
    ],
    [
      'strips square brackets',
      '+852 [9123] 4567',
      { formatted: '+85291234567', country: 'Hong Kong', type: 'mobile' },
    ],
    // 00 → +
    [
      'turns a leading 00 into +',
      '0044 7400 123456',
      { formatted: '+447400123456', country: 'United Kingdom', type: 'mobile' },
    ],
    // Hong Kong: mobile after 9, 6 or 5.
    [
      '852 then 9 is a Hong Kong mobile',
      '+85291234567',
      { formatted: '+85291234567', country: 'Hong Kong', type: 'mobile' },
    ],
    [
      '852 then 6 is a Hong Kong mobile',
      '+85261234567',
      { formatted: '+85261234567', country: 'Hong Kong', type: 'mobile' },
    ],
    [
      '852 then 5 is a Hong Kong mobile',
      '+85251234567',
      { formatted: '+85251234567', country: 'Hong Kong', type: 'mobile' },
    ],
    [
      '852 then 2 is a Hong Kong landline',
      '+85221234567',
      { formatted: '+85221234567', country: 'Hong Kong', type: 'landline' },
    ],
    // US/Canada: 1 with 11 digits.
    [
      '1 with 11 digits is US/Canada',
      '+14155550123',
      { formatted: '+14155550123', country: 'US/Canada', type: 'unknown' },
    ],
    [
      '1 with other lengths is not US/Canada',
      '+1415555012',
      { formatted: '+1415555012', country: 'Unknown', type: 'unknown' },
    ],
    // United Kingdom: mobile after 7.
    [
      '44 then 7 is a UK mobile',
      '+447400123456',
      { formatted: '+447400123456', country: 'United Kingdom', type: 'mobile' },
    ],
    [
      '44 then 1 is a UK landline',
      '+441212345678',
      { formatted: '+441212345678', country: 'United Kingdom', type: 'landline' },
    ],
    // China: mobile after 1.
    [
      '86 then 1 is a China mobile',
      '+8613123456789',
      { formatted: '+8613123456789', country: 'China', type: 'mobile' },
    ],
    [
      '86 then 2 is a China landline',
      '+862112345678',
      { formatted: '+862112345678', country: 'China', type: 'landline' },
    ],
    [
      'other country codes are unknown',
      '+4915123456789',
      { formatted: '+4915123456789', country: 'Unknown', type: 'unknown' },
    ],
    // International length bounds: 7 and 15 digits.
    [
      '7 international digits are enough',
      '+1234567',
      { formatted: '+1234567', country: 'Unknown', type: 'unknown' },
    ],
    [
      '15 international digits are allowed',
      '+123456789012345',
      { formatted: '+123456789012345', country: 'Unknown', type: 'unknown' },
    ],
    // Local numbers.
    [
      'a 10-digit local number gets +1',
      '(415) 555-0123',
      { formatted: '+14155550123', country: 'US/Canada', type: 'unknown' },
    ],
    [
      'an 11-digit local number starting with 1 gets +',
      '1 415 555 0123',
      { formatted: '+14155550123', country: 'US/Canada', type: 'unknown' },
    ],
    [
      'an 11-digit number starting with 0 becomes +44 without the 0',
      '07400 123456',
      { formatted: '+447400123456', country: 'United Kingdom', type: 'mobile' },
    ],
    [
      'a 10-digit number starting with 0 becomes +44, not +1',
      '0121234567',
      { formatted: '+44121234567', country: 'United Kingdom', type: 'landline' },
    ],
    [
      'a 7-digit local number stays local',
      '5550123',
      { formatted: '5550123', country: 'Unknown', type: 'unknown' },
    ],
    [
      'an 11-digit local number starting with 2 stays local',
      '21234567890',
      { formatted: '21234567890', country: 'Unknown', type: 'unknown' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(validatePhoneNumber(input)).toEqual({ isValid: true, errors: [], ...expected })
  })
})

describe('validatePhoneNumber: invalid numbers (SPEC 5 messages)', () => {
  it.each<[string, string, string[]]>([
    ['empty input', '', [M.empty]],
    ['only separators', ' ( ) - . [ ] ', [M.empty]],
    ['letters after the country code', '+44abc7400123', [M.internationalDigits]],
    [
      'letters and too few digits after the country code',
      '+1-CALL-NOW',
      [M.internationalDigits, M.tooShort],
    ],
    ['6 international digits', '+123456', [M.tooShort]],
    ['a lone +', '+', [M.tooShort]],
    ['a lone 00', '00', [M.tooShort]],
    ['16 international digits', '+1234567890123456', [M.tooLong]],
    ['16 digits after 00', '001234567890123456', [M.tooLong]],
    ['letters in a local number', '0740O123456', [M.localDigits]],
    ['a + inside a local number', '44+7400123456', [M.localDigits]],
    ['6 local digits', '555012', [M.tooShort]],
    ['12 local digits', '123456789012', [M.tooLongLocal]],
    ['12 local digits starting with 0', '074001234567', [M.tooLongLocal]],
  ])('%s', (_name, input, errors) => {
    const result = validatePhoneNumber(input)
    expect(result).toMatchObject({ isValid: false, country: 'Unknown', type: 'unknown', errors })
  })

  it('pins the exact SPEC wording of every message', () => {
    expect(M).toEqual({
      empty: 'Phone number cannot be empty',
      internationalDigits: 'Phone number can only contain digits after the country code',
      localDigits: 'Phone number can only contain digits',
      tooShort: 'Phone number is too short (minimum 7 digits)',
      tooLong: 'Phone number is too long (maximum 15 digits)',
      tooLongLocal: 'Phone number is too long for a local number',
    })
  })
})
