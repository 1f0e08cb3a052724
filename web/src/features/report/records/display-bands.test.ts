import { describe, expect, it } from 'vitest'
import { confidenceColour, followerVisibility, formatFollowers } from './display-bands.ts'

describe('formatFollowers', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1_000, '1.0K'],
    [1_500, '1.5K'],
    [1_599, '1.5K'],
    [12_345, '12.3K'],
    [999_999, '999.9K'],
    [1_000_000, '1.0M'],
    [2_000_000, '2.0M'],
    [2_460_000, '2.4M'],
    [-5, '0'],
    [Number.NaN, '0'],
  ])('%d reads %s', (count, text) => {
    expect(formatFollowers(count)).toBe(text)
  })
})

describe('followerVisibility', () => {
  it.each([
    [0, 'low'],
    [1_000, 'low'],
    [1_001, 'noticed'],
    [10_000, 'noticed'],
    [10_001, 'high'],
  ] as const)('%d followers is %s', (count, band) => {
    expect(followerVisibility(count)).toBe(band)
  })
})

describe('confidenceColour', () => {
  it.each([
    [0.95, 'exposure', 'red'],
    [0.95, 'trust', 'green'],
    [0.81, 'exposure', 'red'],
    [0.8, 'exposure', 'yellow'],
    [0.8, 'trust', 'yellow'],
    [0.51, 'trust', 'yellow'],
    [0.5, 'trust', 'grey'],
    [0, 'exposure', 'grey'],
  ] as const)('%d in the %s view is %s', (confidence, view, colour) => {
    expect(confidenceColour(confidence, view)).toBe(colour)
  })
})
