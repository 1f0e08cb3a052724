/**
 * Two facts about a number that no search can change, checked after SPEC 5's rules and
 * before any credit is spent: its country code must be one the world's numbering plans use
 * (+999 is none), and it must not sit in a range kept for fiction (films, books, tests), which
 * belongs to nobody. The numbering plans come from libphonenumber's metadata.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max'

/** Ranges reserved for fiction, as national numbers after the country code. */
const FICTION: readonly { code: string; national: RegExp; example: string }[] = [
  // North America: 555-0100 to 555-0199 in every area code.
  { code: '1', national: /^\d{3}5550(1\d\d)$/, example: '555-01xx' },
  // United Kingdom, Ofcom's drama numbers.
  {
    code: '44',
    national:
      /^(?:7700900\d{3}|20794[6]\d{4}|(?:113|114|115|116|117|118|121|131|141|151|161)4960\d{3}|1914980\d{3}|2896496\d{3}|2920180\d{3}|1632960\d{3}|8081570\d{3}|9098790\d{3}|3069990\d{3})$/,
    example: '07700 900xxx',
  },
  // Australia, ACMA's numbers for creative works.
  {
    code: '61',
    national: /^(?:4915700\d\d|4916540\d\d|255500\d{3}|370100\d{3})$/,
    example: '0491 570 xxx',
  },
]

export type PhonePlanProblem = 'no-country' | 'fiction'

export const PHONE_PLAN_MESSAGES: Readonly<Record<PhonePlanProblem, (n: string) => string>> = {
  'no-country': (n) => `no country uses the calling code of ${n}`,
  fiction: (n) => `${n} is in a range kept for films and books, and belongs to nobody`,
}

/** Null when the number may be searched; otherwise what is wrong, to say plainly. */
export function phonePlanProblem(international: string): PhonePlanProblem | null {
  const phone = parsePhoneNumberFromString(international)
  if (!phone) return 'no-country'
  const national = String(phone.nationalNumber)
  const fiction = FICTION.some(
    (range) => range.code === phone.countryCallingCode && range.national.test(national),
  )
  return fiction ? 'fiction' : null
}
