/**
 * A phone search's number, read once from its E.164 form, and written the way each platform's
 * own form sends it. Platforms disagree: one wants "+447400123456", another "447400123456",
 * a third the country apart and "7400123456", a fourth the national "07400 123456". A module
 * names the form; this file is the one place that knows how to write it.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max'

export interface PhoneNumber {
  /** "+447400123456". */
  e164: string
  /** The country calling code without "+": "44". */
  callingCode: string
  /** The national significant number, without trunk prefix: "7400123456". */
  significant: string
  /** ISO 3166-1 alpha-2 ("GB"); undefined for numbers of no one country (+800, +882 …). */
  country: string | undefined
  /** How the country writes it at home, with its trunk prefix: "07400 123456". */
  national: string
}

/** The number of an E.164 query ("+" and digits); undefined when it is not one. */
export function readPhone(query: string): PhoneNumber | undefined {
  if (!/^\+[1-9]\d{3,15}$/.test(query)) return undefined
  const phone = parsePhoneNumberFromString(query)
  if (!phone || !phone.isPossible()) return undefined
  return {
    e164: phone.number,
    callingCode: phone.countryCallingCode,
    significant: phone.nationalNumber,
    // A number outside every range its plan assigns has no country of its own: the calling
    // code's main country (GB for +44) is the one its platforms would take it for.
    country: phone.country ?? phone.getPossibleCountries()[0],
    national: phone.formatNational(),
  }
}

/**
 * How a platform's form writes a number:
 * - `e164`: "+447400123456";
 * - `e164-digits`: "447400123456" (E.164 without its "+");
 * - `national`: "07400 123456", as the country writes it;
 * - `national-digits`: "07400123456";
 * - `significant`: "7400123456", for forms that take the country code apart.
 */
export type PhoneEncoding = 'e164' | 'e164-digits' | 'national' | 'national-digits' | 'significant'

export function encodePhone(phone: PhoneNumber, encoding: PhoneEncoding): string {
  switch (encoding) {
    case 'e164':
      return phone.e164
    case 'e164-digits':
      return phone.e164.slice(1)
    case 'national':
      return phone.national
    case 'national-digits':
      return phone.national.replace(/\D/g, '')
    case 'significant':
      return phone.significant
  }
}

/** Whether a platform that serves `countries` (absent: every country) serves this number. */
export function servesNumber(countries: readonly string[] | undefined, query: string): boolean {
  const phone = readPhone(query)
  if (!phone) return false
  if (!countries) return true
  return phone.country !== undefined && countries.includes(phone.country)
}
