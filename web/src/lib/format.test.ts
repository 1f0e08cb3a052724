import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, formatMoney } from './format.ts'

describe('formatMoney', () => {
  it('shows minor units in the order currency, en-US', () => {
    expect(formatMoney(1999, 'usd')).toBe('$19.99')
    expect(formatMoney(10000, 'USD')).toBe('$100.00')
    expect(formatMoney(300, 'eur')).toBe('€3.00')
    expect(formatMoney(123456, 'gbp')).toBe('£1,234.56')
  })

  it('treats zero-decimal currencies as whole units', () => {
    expect(formatMoney(500, 'jpy')).toBe('¥500')
  })

  it('still shows something for an unknown currency code', () => {
    expect(formatMoney(1999, 'not-a-code')).toBe('19.99 NOT-A-CODE')
  })
})

describe('dates', () => {
  it('formats dates and times in en-US', () => {
    expect(formatDate('2025-03-01T12:00:00Z', { timeZone: 'UTC' })).toBe('Mar 1, 2025')
    expect(formatDateTime('2025-03-01T15:04:00Z', { timeZone: 'UTC' })).toBe('Mar 1, 2025, 3:04 PM')
  })

  it('returns undefined for an invalid date', () => {
    expect(formatDate('yesterday-ish')).toBeUndefined()
    expect(formatDateTime('')).toBeUndefined()
  })
})
