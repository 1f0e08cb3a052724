import { describe, expect, it } from 'vitest'
import { creditsOwedBack } from './refunds.ts'

describe('how many credits a refund claims back', () => {
  it.each([
    // credits, refunded, total (cents) → credits owed back
    [6, 0, 1000, 0],
    [6, 100, 1000, 0], // 0.6 of a credit: none
    [6, 300, 1000, 1], // 1.8: rounded down
    [6, 500, 1000, 3],
    [6, 999, 1000, 5],
    [6, 1000, 1000, 6],
    [6, 1200, 1000, 6], // never more than the order's credits
    [1, 299, 300, 0],
    [1, 300, 300, 1],
    [100, 3333, 10000, 33],
  ])('%i credits, %i of %i cents refunded: %i', (credits, refunded, total, owed) => {
    expect(creditsOwedBack(credits, refunded, total)).toBe(owed)
  })

  it('never takes back credits worth more than the money refunded', () => {
    for (const [credits, total] of [
      [1, 300],
      [6, 1000],
      [15, 2000],
      [40, 5000],
      [100, 10000],
    ] as const) {
      for (let refunded = 0; refunded <= total; refunded += 7) {
        const owed = creditsOwedBack(credits, refunded, total)
        expect(owed * total).toBeLessThanOrEqual(credits * refunded)
        expect(owed).toBeGreaterThanOrEqual(0)
      }
    }
  })
})
