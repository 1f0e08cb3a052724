import { parsePhoneNumberFromString } from 'libphonenumber-js/max'

/**
 * A number as platforms ask for it. The engine hands a phone check its query in E.164
 * ("+918123456789"); each platform's form wants its own spelling of it: the whole E.164, the
 * digits without "+", the national number, or the calling code and the national number apart.
 */
export interface PhoneParts {
  /** "+918123456789" */
  e164: string
  /** "918123456789": E.164 without its plus. */
  digits: string
  /** "8123456789": the national significant number, without a trunk prefix. */
  national: string
  /** "91" */
  callingCode: string
  /** "IN"; undefined for non-geographic numbers (+800, +882…). */
  country?: string
}

/** The number's parts, or undefined when the query is not a number in E.164. */
export function phoneParts(query: string): PhoneParts | undefined {
  if (!/^\+\d{4,15}$/.test(query)) return undefined
  const phone = parsePhoneNumberFromString(query)
  if (!phone) return undefined
  return {
    e164: phone.number,
    digits: phone.number.slice(1),
    national: phone.nationalNumber,
    callingCode: phone.countryCallingCode,
    country: phone.country,
  }
}
