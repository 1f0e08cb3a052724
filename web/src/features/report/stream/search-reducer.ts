import type {
  ModuleResult,
  SearchProgress,
  SearchStreamMessage,
} from '../../../../../shared/module-result.ts'
import { toldNothing } from '../../../../../shared/coverage.ts'
import type { ClassifiedError } from '../../../lib/classify-error.ts'

/**
 * SPEC 4 Streaming search: idle → searching → complete, or error (and back by retry). A
 * dropped stream is 'reconnecting' until the server answers again; a search the server no
 * longer holds has 'ended'.
 */
export interface SearchState {
  status: 'idle' | 'searching' | 'reconnecting' | 'complete' | 'error' | 'ended'
  results: ModuleResult[]
  progress: SearchProgress | null
  /** 'Complete' once done, otherwise the module that just answered. */
  currentLabel: string
  error: ClassifiedError | null
  /** The stream said the credit went back (nothing could tell). */
  refunded: boolean
  completedAt: string | null
  attempt: number
  /** While the search waits its turn: how many searches start before it. */
  queuedAhead: number | null
  /** When its checks started (ms since the epoch), kept across reconnects: a wait is timed. */
  startedAt: number | null
}

export type SearchAction =
  | { type: 'connect'; attempt: number }
  | { type: 'reconnecting'; attempt: number }
  | { type: 'ended' }
  | { type: 'message'; message: SearchStreamMessage }
  | { type: 'failed'; error: ClassifiedError }
  | { type: 'restore'; results: ModuleResult[]; completedAt: string }

export const initialSearchState: SearchState = {
  status: 'idle',
  results: [],
  progress: null,
  currentLabel: '',
  error: null,
  refunded: false,
  completedAt: null,
  attempt: 0,
  queuedAhead: null,
  startedAt: null,
}

export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'connect':
      // The server replays the whole stream on every connection: start from empty.
      return {
        ...initialSearchState,
        status: 'searching',
        currentLabel: 'Starting...',
        attempt: action.attempt,
        startedAt: state.startedAt,
      }
    case 'reconnecting':
      // What arrived so far stays on screen until the server replays the search.
      return { ...state, status: 'reconnecting', attempt: action.attempt }
    case 'ended':
      return { ...initialSearchState, status: 'ended' }
    case 'message': {
      const { message } = action
      if (message.type === 'queued' || message.type === 'started') {
        if (state.status !== 'searching') return state
        // While it waits its turn, the progress line says so rather than "Starting...".
        return message.type === 'queued'
          ? { ...state, queuedAhead: message.ahead, currentLabel: 'Waiting in the queue' }
          : {
              ...state,
              queuedAhead: null,
              currentLabel: 'Starting...',
              startedAt: state.startedAt ?? Date.now(),
            }
      }
      if (message.type === 'result') {
        if (state.status !== 'searching') return state
        return {
          ...state,
          queuedAhead: null,
          results: [...state.results, message.data],
          progress: message.progress ?? state.progress,
          currentLabel: message.progress?.current ?? message.data.name,
          startedAt: state.startedAt ?? Date.now(),
        }
      }
      if (message.type === 'complete') {
        const total = message.total
        return {
          ...state,
          queuedAhead: null,
          status: 'complete',
          results: message.results,
          progress: { completed: total, total, percent: 100, current: 'Complete' },
          currentLabel: 'Complete',
          refunded: Boolean(message.refunded),
          completedAt: new Date().toISOString(),
        }
      }
      return {
        ...state,
        queuedAhead: null,
        status: 'error',
        refunded: Boolean(message.refunded),
        error: {
          type: 'unknown',
          code: 'STREAM_ERROR',
          title: 'Search Failed',
          message: message.message,
          userMessage: message.message,
          retryable: false,
          timestamp: new Date().toISOString(),
          contactSupport: false,
        },
      }
    }
    case 'failed':
      return { ...state, status: 'error', error: action.error }
    case 'restore':
      return {
        ...initialSearchState,
        status: 'complete',
        results: action.results,
        progress: {
          completed: action.results.length,
          total: action.results.length,
          percent: 100,
          current: 'Complete',
        },
        currentLabel: 'Complete',
        completedAt: action.completedAt,
        // The server gives the credit back by this one rule: a saved report says so again.
        refunded: toldNothing(action.results),
      }
  }
}
