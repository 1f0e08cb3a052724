import { describe, expect, it } from 'vitest'
import type { ModuleResult } from '../../../../../shared/module-result.ts'
import type { ClassifiedError } from '../../../lib/classify-error.ts'
import { initialSearchState, searchReducer } from './search-reducer.ts'

const result = (module: string, status: ModuleResult['status']): ModuleResult => ({
  module,
  name: module.toUpperCase(),
  category: 'social',
  status,
  timestamp: '2026-11-23T10:00:00.000Z',
  elapsed_ms: 10,
})

describe('search reducer', () => {
  it('connect starts searching from empty', () => {
    const dirty = {
      ...initialSearchState,
      results: [result('a', 'found')],
      status: 'error' as const,
    }
    const next = searchReducer(dirty, { type: 'connect', attempt: 1 })
    expect(next).toMatchObject({ status: 'searching', results: [], error: null, attempt: 1 })
  })

  it('shows the place in the queue until the search leaves it', () => {
    let state = searchReducer(initialSearchState, { type: 'connect', attempt: 0 })
    for (const ahead of [3, 1]) {
      state = searchReducer(state, { type: 'message', message: { type: 'queued', ahead } })
    }
    expect(state).toMatchObject({ queuedAhead: 1, currentLabel: 'Waiting in the queue' })
    state = searchReducer(state, { type: 'message', message: { type: 'started' } })
    expect(state).toMatchObject({
      queuedAhead: null,
      currentLabel: 'Starting...',
      status: 'searching',
      results: [],
    })
  })

  it('a result message appends and moves the progress and current module', () => {
    let state = searchReducer(initialSearchState, { type: 'connect', attempt: 0 })
    state = searchReducer(state, {
      type: 'message',
      message: {
        type: 'result',
        data: result('a', 'found'),
        progress: { completed: 1, total: 4, percent: 25, current: 'A' },
      },
    })
    expect(state.results).toHaveLength(1)
    expect(state.progress?.percent).toBe(25)
    expect(state.currentLabel).toBe('A')
  })

  it('complete sets progress 100 and the label Complete, and carries the refund', () => {
    let state = searchReducer(initialSearchState, { type: 'connect', attempt: 0 })
    const results = [result('a', 'error'), result('b', 'unknown')]
    state = searchReducer(state, {
      type: 'message',
      message: { type: 'complete', total: 2, results, refunded: true },
    })
    expect(state).toMatchObject({ status: 'complete', currentLabel: 'Complete', refunded: true })
    expect(state.progress).toMatchObject({ percent: 100, completed: 2, total: 2 })
    expect(state.completedAt).not.toBeNull()
  })

  it('a stream error message or a failure moves to error', () => {
    const searching = searchReducer(initialSearchState, { type: 'connect', attempt: 0 })
    const streamError = searchReducer(searching, {
      type: 'message',
      message: { type: 'error', message: 'Unknown search error' },
    })
    expect(streamError.status).toBe('error')
    expect(streamError.error?.message).toBe('Unknown search error')
    const failure = { title: 'Connection Problem', retryable: true } as ClassifiedError
    expect(searchReducer(searching, { type: 'failed', error: failure })).toMatchObject({
      status: 'error',
      error: failure,
    })
  })

  it('reconnecting keeps what arrived and counts the attempt; the replay then starts from empty', () => {
    let state = searchReducer(initialSearchState, { type: 'connect', attempt: 0 })
    state = searchReducer(state, {
      type: 'message',
      message: { type: 'result', data: result('a', 'found') },
    })
    state = searchReducer(state, { type: 'reconnecting', attempt: 2 })
    expect(state).toMatchObject({ status: 'reconnecting', attempt: 2 })
    expect(state.results).toHaveLength(1)
    state = searchReducer(state, { type: 'connect', attempt: 2 })
    expect(state).toMatchObject({ status: 'searching', results: [], attempt: 2 })
  })

  it('a search the server no longer holds has ended, with nothing left on screen', () => {
    let state = searchReducer(initialSearchState, { type: 'connect', attempt: 0 })
    state = searchReducer(state, {
      type: 'message',
      message: { type: 'result', data: result('a', 'found') },
    })
    expect(searchReducer(state, { type: 'ended' })).toMatchObject({ status: 'ended', results: [] })
  })

  it('ignores late results after completion', () => {
    let state = searchReducer(initialSearchState, { type: 'connect', attempt: 0 })
    state = searchReducer(state, {
      type: 'message',
      message: { type: 'complete', total: 0, results: [] },
    })
    state = searchReducer(state, {
      type: 'message',
      message: { type: 'result', data: result('late', 'found') },
    })
    expect(state.results).toEqual([])
  })

  it('restore shows a saved report as complete', () => {
    const proof = { url: 'https://a.example/u/x', signal: 'name shown', summary: 'name shown' }
    const results = [{ ...result('a', 'found'), evidence: proof }]
    const state = searchReducer(initialSearchState, {
      type: 'restore',
      results,
      completedAt: '2026-11-23T10:00:00.000Z',
    })
    expect(state).toMatchObject({ status: 'complete', results, currentLabel: 'Complete' })
    expect(state.refunded).toBe(false)
  })

  it('restore says the credit came back for a saved report in which nothing could be told', () => {
    const state = searchReducer(initialSearchState, {
      type: 'restore',
      results: [result('a', 'unknown')],
      completedAt: '2026-11-23T10:00:00.000Z',
    })
    expect(state.refunded).toBe(true)
  })
})
