/**
 * Phone intelligence from the numbering plan itself (libphonenumber's full metadata), with no
 * network at all: validity, E.164, international and national formats, country, line type and
 * the country's time zones. Found means the number is valid in its country's plan; not found
 * means no such number can exist.
 *
 * Silent: offline; the number is never dialled, texted or sent anywhere.
 */
import { parsePhoneNumberFromString, type NumberType } from 'libphonenumber-js/max'
import type { LookupModule } from '../types.ts'
import { countryName, numberTimeZones } from './_phone/time-zones.ts'
import { buildRecord, pv } from './_shared/fields.ts'
import { found, notFound } from './_shared/outcomes.ts'

/** libphonenumber's number types, as people say them. */
const TYPE_WORDS: Readonly<Record<NumberType & string, string>> = {
  MOBILE: 'Mobile',
  FIXED_LINE: 'Landline',
  FIXED_LINE_OR_MOBILE: 'Landline or mobile',
  TOLL_FREE: 'Toll-free',
  PREMIUM_RATE: 'Premium rate',
  SHARED_COST: 'Shared cost',
  VOIP: 'Internet phone (VoIP)',
  PERSONAL_NUMBER: 'Personal number',
  PAGER: 'Pager',
  UAN: 'Company number',
  VOICEMAIL: 'Voicemail',
}

export const phoneIntelModule: LookupModule = {
  id: 'phone-intel',
  name: 'Phone number',
  category: 'phone',
  types: ['phone'],
  url: '',
  hosts: [],
  kind: 'module',
  finding: 'record',
  // The numbering plan says what a number can be, not whether anyone holds it.
  local: true,
  fixtures: { present: '+447400123456', absent: '+447700900123' },
  async run(ctx) {
    if (!ctx.query.startsWith('+')) {
      return { status: 'error', message: 'the number needs its country code (+…)' }
    }
    const phone = parsePhoneNumberFromString(ctx.query)
    if (!phone?.isValid()) return notFound('the number fits no numbering plan (libphonenumber)')
    const type = phone.getType()
    const country = phone.country
    // Non-geographic numbers (+800, +882…) have a calling code but no country.
    const plan = country ?? `+${phone.countryCallingCode}`
    return found(
      `the number is valid in the numbering plan of ${plan} (libphonenumber)`,
      buildRecord({ phone: phone.number }, [
        pv.str('e164', 'E.164', phone.number),
        pv.str('international', 'International format', phone.formatInternational()),
        pv.str('national', 'National format', phone.formatNational()),
        pv.str('country_code', 'Country code', country),
        pv.str('country', 'Country', countryName(country)),
        pv.str('calling_code', 'Calling code', `+${phone.countryCallingCode}`),
        // One line type, in the plan's own finer words ("Landline or mobile"): SPEC's three
        // classes would show "unknown" beside them for every number the plan leaves open.
        pv.str('line_type', 'Line type', type ? TYPE_WORDS[type] : undefined),
        pv.str(
          'time_zones',
          'Time zones',
          numberTimeZones(country, phone.countryCallingCode, phone.nationalNumber).join(', ') ||
            undefined,
        ),
        pv.bool('valid', 'Valid number', true),
      ]),
    )
  },
}
