import { describe, expect, it } from 'vitest'
import { CLIENT_ABORT_MS, MAX_RETRIES, retryDelay, shouldRetry } from './retry-policy.ts'

describe('retry policy', () => {
  it("waits the error's retryAfter when it has one", () => {
    expect(retryDelay({ retryAfter: 5000 }, 1)).toBe(5000)
    expect(retryDelay({ retryAfter: 5000 }, 3)).toBe(5000)
  })

  it('otherwise waits 1 s doubled each attempt', () => {
    expect([1, 2, 3].map((attempt) => retryDelay({}, attempt))).toEqual([1000, 2000, 4000])
  })

  it('retries a retryable error at most 3 times', () => {
    expect(MAX_RETRIES).toBe(3)
    expect([1, 2, 3, 4].map((attempt) => shouldRetry({ retryable: true }, attempt))).toEqual([
      true,
      true,
      true,
      false,
    ])
    expect(shouldRetry({ retryable: false }, 1)).toBe(false)
  })

  it('aborts the client at 65 s', () => {
    expect(CLIENT_ABORT_MS).toBe(65_000)
  })
})
