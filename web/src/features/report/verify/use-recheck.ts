import { useCallback, useEffect, useRef, useState } from 'react'
import type { ModuleResult, QueryType } from '../../../../../shared/module-result.ts'
import { StartedSearch } from '../../../../../shared/api.ts'
import { SEARCH_BUDGET_S } from '../../../../../shared/search-budget.ts'
import { api } from '../../../lib/api.ts'
import { SearchRequestError, classifyFailure } from '../../../lib/request-error.ts'
import { setCredits } from '../../../lib/session.ts'
import { readSearchStream } from '../stream/search-stream.ts'

export type RecheckState =
  | { phase: 'idle' }
  | { phase: 'running'; results: ModuleResult[] }
  | { phase: 'done'; results: ModuleResult[]; refunded: boolean }
  /** `status`: the server's HTTP status, when it refused (402: no credit, 401: signed out). */
  | { phase: 'failed'; message: string; status?: number }

/**
 * A re-check of some of a report's accounts: POST /api/rechecks (one credit, spent before it
 * starts), then its stream, as any search's. Leaving the page stops following it.
 */
export function useRecheck(type: QueryType, query: string, modules: readonly string[]) {
  const [state, setState] = useState<RecheckState>({ phase: 'idle' })
  const controller = useRef<AbortController | null>(null)
  useEffect(() => () => controller.current?.abort(), [])

  const start = useCallback(async () => {
    controller.current?.abort()
    const own = new AbortController()
    controller.current = own
    setState({ phase: 'running', results: [] })
    const url = '/api/rechecks'
    try {
      const started = await api(url, StartedSearch, {
        method: 'POST',
        body: JSON.stringify({ type, query, modules, timeout: SEARCH_BUDGET_S }),
        signal: own.signal,
      })
      setCredits(started.credits)
      const results: ModuleResult[] = []
      let outcome: RecheckState = { phase: 'failed', message: 'The re-check stopped early.' }
      await readSearchStream(
        started.id,
        {
          onOpen: () => undefined,
          onMessage(message) {
            if (message.type === 'result') {
              results.push(message.data)
              setState({ phase: 'running', results: [...results] })
            } else if (message.type === 'complete') {
              outcome = {
                phase: 'done',
                results: message.results,
                refunded: message.refunded === true,
              }
            } else if (message.type === 'error') {
              outcome = {
                phase: 'failed',
                message: message.refunded
                  ? `${message.message} Your credit is back.`
                  : message.message,
              }
            }
          },
        },
        own.signal,
      )
      if (!own.signal.aborted) setState(outcome)
    } catch (error) {
      if (own.signal.aborted) return
      const failure =
        error instanceof SearchRequestError
          ? error.classified
          : classifyFailure(error, { url, method: 'POST', type })
      const status = failure.responseDetails?.status
      setState({ phase: 'failed', message: failure.userMessage, ...(status ? { status } : {}) })
    }
  }, [type, query, modules])

  return { state, start }
}
