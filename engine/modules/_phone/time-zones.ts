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
