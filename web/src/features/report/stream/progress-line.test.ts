import { describe, expect, it } from 'vitest'
import { progressLine } from './progress-line.ts'
import { initialSearchState, type SearchState } from './search-reducer.ts'

const searching = (completed: number, total: number, startedAt = 0): SearchState => ({
  ...initialSearchState,
  status: 'searching',
  progress: { completed, total, percent: Math.floor((100 * completed) / total), current: 'GitHub' },
  currentLabel: 'GitHub',
  startedAt,
})

describe('the progress line', () => {
  it('names the platform that just answered while the search is young', () => {
    expect(progressLine(searching(3, 120), 1000)).toBe('3 of 120 checks done · GitHub')
  })

  it('says what it waits for once a wait could look like a hang', () => {
    expect(progressLine(searching(3, 120), 10_400)).toBe(
      '3 of 120 checks done · waiting for 117 platforms · 10 s',
    )
    expect(progressLine(searching(1640, 1652), 14_000)).toBe(
      '1,640 of 1,652 checks done · 12 slow platforms left · 14 s',
    )
    expect(progressLine(searching(119, 120), 5000)).toBe(
      '119 of 120 checks done · 1 slow platform left · 5 s',
    )
  })

  it('keeps the queue and the end in their own words', () => {
    expect(
      progressLine(
        { ...initialSearchState, status: 'searching', currentLabel: 'Waiting in the queue' },
        0,
      ),
    ).toBe('Waiting in the queue')
    expect(progressLine(searching(120, 120), 9000)).toBe('Finishing the report')
  })

  it('says a failed search stopped, never that it is still starting', () => {
    expect(
      progressLine({ ...initialSearchState, status: 'error', currentLabel: 'Starting...' }, 0),
    ).toBe('Stopped')
  })
})
