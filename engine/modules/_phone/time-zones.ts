import { nanpZone } from './nanp-zones.ts'

/**
 * The IANA time zones of a country (ISO 3166 alpha-2), from the runtime's own ICU data: Node's
 * full ICU knows every region's zones, so no table needs keeping. Node 20 exposes them as
 * `Intl.Locale#timeZones`, newer engines as `getTimeZones()`.
 */
interface LocaleWithZones {
  timeZones?: string[]
  getTimeZones?: () => string[]
}

export function timeZonesOf(country: string | undefined): string[] {
  if (!country || !/^[A-Z]{2}$/.test(country)) return []
  try {
    const locale = new Intl.Locale(`und-${country}`) as unknown as LocaleWithZones
    return locale.getTimeZones?.() ?? locale.timeZones ?? []
  } catch {
    return []
  }
}

/**
 * The time zones a number can be in: its area code's for a North American number, the
 * country's only zone elsewhere. A country with several zones whose number does not say
 * which (Russia, Brazil, Australia…) gives none: listing them all would claim nothing true.
 */
export function numberTimeZones(
  country: string | undefined,
  callingCode: string,
  nationalNumber: string,
): string[] {
  if (callingCode === '1') {
    const zone = nanpZone(nationalNumber)
    if (zone) return [zone]
  }
  const zones = timeZonesOf(country)
  const official = country ? ONE_OFFICIAL_ZONE[country] : undefined
  if (official) return [official]
  return zones.length > 0 && oneOffset(zones) ? [zones[0] as string] : []
}

/** Countries whose law keeps one zone though the database lists a local one beside it. */
const ONE_OFFICIAL_ZONE: Readonly<Record<string, string>> = { CN: 'Asia/Shanghai' }

/** All the zones keep the same UTC offset now (Germany's Büsingen keeps Berlin's hours). */
function oneOffset(zones: readonly string[]): boolean {
  const now = new Date()
  const offsets = new Set(
    zones.map((zone) => {
      try {
        return new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
          .formatToParts(now)
          .find((part) => part.type === 'timeZoneName')?.value
      } catch {
        return zone
      }
    }),
  )
  return offsets.size === 1
}

const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region' })

/** 'GB' → 'United Kingdom'; undefined when the runtime does not know the code. */
export function countryName(country: string | undefined): string | undefined {
  if (!country) return undefined
  try {
    const name = REGION_NAMES.of(country)
    return name && name !== country ? name : undefined
  } catch {
    return undefined
  }
}
