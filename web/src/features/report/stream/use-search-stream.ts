import { useCallback, useEffect, useReducer, useRef } from 'react'
import { classifyError } from '../../../lib/classify-error.ts'
import { SearchRequestError, failedStatus } from '../../../lib/request-error.ts'
import { refreshMe } from '../../../lib/session.ts'
import { CLIENT_ABORT_MS, retryDelay, shouldRetry } from './retry-policy.ts'
import { initialSearchState, searchReducer } from './search-reducer.ts'
import { readSearchStream } from './search-stream.ts'

/**
 * Follows a running search's stream. A dropped connection is retried at most 3 times (the
 * error's retryAfter, else 1 s doubling), showing 'reconnecting' meanwhile; the server replays
 * the search from the start, so nothing is lost and no credit is spent again. Any other
 * failure is shown at once, with a Retry.
 * The client gives up 65 s after the search left the queue (while it waits its turn the
 * server says so, and nothing is given up). A 404 means the server no longer holds the search: it has
 * ended. A 401 means the session is gone: the page asks who is signed in.
 */
export function useSearchStream(searchId: string | null) {
  const [state, dispatch] = useReducer(searchReducer, initialSearchState)
  const controller = useRef<AbortController | null>(null)

  const connect = useCallback(
    async (attempt: number) => {
      if (!searchId) return
      controller.current?.abort()
      const abort = new AbortController()
      controller.current = abort
      const giveUp = () =>
        setTimeout(
          () => abort.abort(new DOMException('The search timed out', 'TimeoutError')),
          CLIENT_ABORT_MS,
        )
      let timer = giveUp()
      // A first connection starts from empty at once; a reconnection keeps what is on screen
      // until the server answers and replays the search.
      if (attempt === 0) dispatch({ type: 'connect', attempt })
      let finished = false
      let closedEarly = false
      try {
        await readSearchStream(
          searchId,
          {
            onOpen: () => attempt > 0 && dispatch({ type: 'connect', attempt }),
            onMessage: (message) => {
              // Queued, the clock stops; it starts again when the search leaves the queue.
              if (message.type === 'queued' || message.type === 'started') clearTimeout(timer)
              if (message.type === 'started') timer = giveUp()
              if (message.type === 'complete' || message.type === 'error') finished = true
              dispatch({ type: 'message', message })
            },
          },
          abort.signal,
        )
        if (!finished) {
          closedEarly = true
          throw new Error('The connection closed before the search finished')
        }
      } catch (err) {
        if (abort.signal.aborted && controller.current !== abort) return // replaced or unmounted
        const status = failedStatus(err)
        if (status === 404) return dispatch({ type: 'ended' })
        if (status === 401) return void refreshMe()
        const error =
          err instanceof SearchRequestError ? err.classified : classifyError({ error: err })
        // Only a dropped connection is tried again behind "Reconnecting…". A failure the
        // server or the stream reports (a 5xx, a broken line, the 65 s abort) is shown at once,
        // with its own Retry: waiting out three retries first kept it hidden for 17.5 s.
        const dropped = closedEarly || error.type === 'network'
        if (dropped && shouldRetry(error, attempt + 1)) {
          dispatch({ type: 'reconnecting', attempt: attempt + 1 })
          await new Promise((resolve) => setTimeout(resolve, retryDelay(error, attempt + 1)))
          if (controller.current === abort) return connect(attempt + 1)
          return
        }
        dispatch({ type: 'failed', error })
      } finally {
        clearTimeout(timer)
      }
    },
    [searchId],
  )

  useEffect(() => {
    if (!searchId) return
    void connect(0)
    return () => {
      const current = controller.current
      controller.current = null
      current?.abort()
    }
  }, [searchId, connect])

  const retry = useCallback(() => void connect(0), [connect])
  return { state, dispatch, retry }
}
