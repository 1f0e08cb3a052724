import { describe, expect, it } from 'vitest'
import type { OrderView } from '../../../../shared/api.ts'
import { totalSpentCents } from './billing-page.tsx'
import { statusColour } from './order-card.tsx'

const order = (amount_total: number, payment_status: string, order_status: string): OrderView => ({
  order_id: 'o',
  order_date: '2026-11-23T10:00:00Z',
  amount_total,
  currency: 'usd',
  payment_status,
  order_status,
  pack_name: 'Pack',
  credits: 1,
})

describe('billing', () => {
  it('Total Spent sums orders paid or completed only', () => {
    expect(
      totalSpentCents([
        order(1000, 'paid', 'completed'),
        order(300, 'paid', 'pending'),
        order(2000, 'unpaid', 'completed'),
        order(5000, 'unpaid', 'failed'),
        order(10000, 'refunded', 'refunded'),
      ]),
    ).toBe(3300)
  })

  it.each([
    ['completed', 'emerald'],
    ['paid', 'emerald'],
    ['pending', 'amber'],
    ['canceled', 'red'],
    ['failed', 'red'],
    ['refunded', 'slate'],
  ])('colours status %s %s', (status, colour) => {
    expect(statusColour(status)).toContain(colour)
  })
})
