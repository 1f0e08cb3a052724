import type { z } from 'zod/mini'
import { SearchStreamMessage, type QueryType } from '../../../shared/module-result.ts'
import { SearchSummary, StartedSearch } from '../../../shared/api.ts'
import { INVALID_RESPONSE_FORMAT } from './search-messages.ts'
import {
  RESPONSE_READER_MISSING,
  classifyError,
  proxyErrorMessage,
  unparsableLineMessage,
  type ClassifiedError,
} from './classify-error.ts'

/** A reply read with its shared schema; one that breaks it fails like an unreadable answer. */
async function parseReply<S extends z.ZodMiniType>(
  res: Response,
  url: string,
  method: string,
  schema: S,
): Promise<z.output<S>> {
  const parsed = schema.safeParse(await res.json().catch(() => undefined))
  if (parsed.success) return parsed.data
  throw new SearchRequestError(
    classifyError({
      error: new SyntaxError(INVALID_RESPONSE_FORMAT),
      requestDetails: { url, method },
    }),
  )
}

/** A failed request, already classified by SPEC 8's table. */
export class SearchRequestError extends Error {
  constructor(readonly classified: ClassifiedError) {
    super(classified.message)
    this.name = 'SearchRequestError'
  }
}

async function failure(res: Response, url: string, method: string): Promise<SearchRequestError> {
  const body = await res.text().catch(() => '')
  return new SearchRequestError(
    classifyError({
      status: res.status,
      statusText: res.statusText,
      retryAfterHeader: res.headers.get('retry-after'),
      body,
      requestDetails: { url, method },
    }),
  )
}

/** POST /api/searches: validates, spends one credit and starts the lookups. */
export async function startSearch(type: QueryType, query: string): Promise<StartedSearch> {
  const url = '/api/searches'
  let res: Response
  try {
    res = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type, query, timeout: 60 }),
    })
  } catch (error) {
    throw new SearchRequestError(
      classifyError({ error, requestDetails: { url, method: 'POST', type } }),
    )
  }
  if (!res.ok) throw await failure(res, url, 'POST')
  return parseReply(res, url, 'POST', StartedSearch)
}

/** The HTTP status behind a failed search request, if the server answered at all. */
export const failedStatus = (error: unknown) =>
  error instanceof SearchRequestError ? error.classified.responseDetails?.status : undefined

/** GET /api/searches/:id/summary: what a live search is, for a page opened at its address. */
export async function fetchSearchSummary(id: string): Promise<SearchSummary> {
  const url = `/api/searches/${encodeURIComponent(id)}/summary`
  let res: Response
  try {
    res = await fetch(url, { credentials: 'same-origin' })
  } catch (error) {
    throw new SearchRequestError(classifyError({ error, requestDetails: { url, method: 'GET' } }))
  }
  if (!res.ok) throw await failure(res, url, 'GET')
  return parseReply(res, url, 'GET', SearchSummary)
}

/**
 * Reads a search's NDJSON stream, handing each message over as it arrives (`onOpen` first,
 * once the server has answered). Throws a SearchRequestError (SPEC 8 'Other messages'
 * wording) when the stream cannot be read.
 */
export async function readSearchStream(
  id: string,
  handlers: { onOpen: () => void; onMessage: (message: SearchStreamMessage) => void },
  signal: AbortSignal,
): Promise<void> {
  const { onOpen, onMessage } = handlers
  const url = `/api/searches/${encodeURIComponent(id)}/stream?timeout=60`
  const details = { url, method: 'GET' }
  try {
    const res = await fetch(url, {
      credentials: 'same-origin',
      headers: { accept: 'application/x-ndjson' },
      signal,
    })
    if (!res.ok) {
      const error = await failure(res, url, 'GET')
      error.classified.message = proxyErrorMessage(res.status, error.classified.message)
      throw error
    }
    if (!res.body) throw new Error(RESPONSE_READER_MISSING)
    onOpen()
    const reader = res.body.getReader()
    const decoder = new TextDecoder()
    let buffer = ''
    let line = 0
    const handle = (text: string) => {
      line++
      if (!text.trim()) return
      // Every line is parsed with the shared contract: a line that breaks it is reported,
      // never handed to the report as if it were a result.
      let parsed: ReturnType<typeof SearchStreamMessage.safeParse>
      try {
        parsed = SearchStreamMessage.safeParse(JSON.parse(text))
      } catch {
        throw new SyntaxError(unparsableLineMessage(line))
      }
      if (!parsed.success) throw new SyntaxError(unparsableLineMessage(line))
      onMessage(parsed.data)
    }
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      buffer += decoder.decode(value, { stream: true })
      let newline: number
      while ((newline = buffer.indexOf('\n')) >= 0) {
        handle(buffer.slice(0, newline))
        buffer = buffer.slice(newline + 1)
      }
    }
    handle(buffer + decoder.decode())
  } catch (error) {
    if (error instanceof SearchRequestError) throw error
    throw new SearchRequestError(classifyError({ error, requestDetails: details }))
  }
}
