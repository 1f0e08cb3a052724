/**
 * SPEC 5 Detailed phone validation, the gate before a phone search, returning SPEC 3's Phone
 * validation result. Pure on purpose: the browser and the server both run it, so it holds its
 * own small rules instead of a numbering-plan library.
 */

export type PhoneLineType = 'mobile' | 'landline' | 'unknown'

/** SPEC 3 Phone validation result. */
export interface PhoneValidationResult {
  isValid: boolean
  /** The number as it will be searched: `+` and digits when a country code is known. */
  formatted: string
  /** The detected country, or 'Unknown'. */
  country: string
  type: PhoneLineType
  errors: string[]
}

export const PHONE_VALIDATION_MESSAGES = {
  empty: 'Phone number cannot be empty',
  internationalDigits: 'Phone number can only contain digits after the country code',
  localDigits: 'Phone number can only contain digits',
  tooShort: 'Phone number is too short (minimum 7 digits)',
  tooLong: 'Phone number is too long (maximum 15 digits)',
  tooLongLocal: 'Phone number is too long for a local number',
} as const

export const INVALID_PHONE_PREFIX = 'Invalid phone number: '
export const UNKNOWN_COUNTRY = 'Unknown'

/** SPEC 9 phone lengths. */
export const PHONE_LIMITS = { min: 7, maxInternational: 15, maxLocal: 11 } as const

/** Spaces, dashes, parentheses, brackets and dots. */
const SEPARATORS = /[\s\-().[\]]/g
const DIGITS = /^\d+$/

interface CountryRule {
  code: string
  country: string
  /** Only numbers of exactly this many digits (country code included) belong to it. */
  digits?: number
  /** The digit right after the country code that marks a mobile; none means undecidable. */
  mobileAfterCode?: readonly string[]
}

/** SPEC 5's four country detections, tried in this order on the digits after '+'. */
const COUNTRY_RULES: readonly CountryRule[] = [
  { code: '852', country: 'Hong Kong', mobileAfterCode: ['9', '6', '5'] },
  { code: '1', country: 'US/Canada', digits: 11 },
  { code: '44', country: 'United Kingdom', mobileAfterCode: ['7'] },
  { code: '86', country: 'China', mobileAfterCode: ['1'] },
]

function detectCountry(international: string): { country: string; type: PhoneLineType } {
  const digits = international.slice(1)
  for (const rule of COUNTRY_RULES) {
    if (!digits.startsWith(rule.code)) continue
    if (rule.digits !== undefined && digits.length !== rule.digits) continue
    if (!rule.mobileAfterCode) return { country: rule.country, type: 'unknown' }
    const next = digits.charAt(rule.code.length)
    return {
      country: rule.country,
      type: rule.mobileAfterCode.includes(next) ? 'mobile' : 'landline',
    }
  }
  return { country: UNKNOWN_COUNTRY, type: 'unknown' }
}

function countDigits(text: string): number {
  return text.replace(/\D/g, '').length
}

function checkInternational(number: string): string[] {
  const afterPlus = number.slice(1)
  const errors: string[] = []
  if (!/^\d*$/.test(afterPlus)) errors.push(PHONE_VALIDATION_MESSAGES.internationalDigits)
  const digits = countDigits(afterPlus)
  if (digits < PHONE_LIMITS.min) errors.push(PHONE_VALIDATION_MESSAGES.tooShort)
  if (digits > PHONE_LIMITS.maxInternational) errors.push(PHONE_VALIDATION_MESSAGES.tooLong)
  return errors
}

function checkLocal(number: string): string[] {
  if (!DIGITS.test(number)) return [PHONE_VALIDATION_MESSAGES.localDigits]
  if (number.length < PHONE_LIMITS.min) return [PHONE_VALIDATION_MESSAGES.tooShort]
  if (number.length > PHONE_LIMITS.maxLocal) return [PHONE_VALIDATION_MESSAGES.tooLongLocal]
  return []
}

/** A valid local number in international form where SPEC 5 says which country it is. */
function internationalise(local: string): string {
  // UK trunk prefix first: no US/Canada number starts with 0.
  if (local.length >= 10 && local.startsWith('0')) return `+44${local.slice(1)}`
  if (local.length === 10) return `+1${local}`
  if (local.length === 11 && local.startsWith('1')) return `+${local}`
  return local
}

/** Checks a phone number by SPEC 5's rules; never throws. */
export function validatePhoneNumber(input: string): PhoneValidationResult {
  const stripped = input.replace(SEPARATORS, '')
  if (stripped === '') {
    return {
      isValid: false,
      formatted: '',
      country: UNKNOWN_COUNTRY,
      type: 'unknown',
      errors: [PHONE_VALIDATION_MESSAGES.empty],
    }
  }
  const number = stripped.startsWith('00') ? `+${stripped.slice(2)}` : stripped
  const international = number.startsWith('+')
  const errors = international ? checkInternational(number) : checkLocal(number)
  if (errors.length > 0) {
    return { isValid: false, formatted: number, country: UNKNOWN_COUNTRY, type: 'unknown', errors }
  }
  const formatted = international ? number : internationalise(number)
  const detected = formatted.startsWith('+')
    ? detectCountry(formatted)
    : { country: UNKNOWN_COUNTRY, type: 'unknown' as const }
  return { isValid: true, formatted, ...detected, errors: [] }
}
