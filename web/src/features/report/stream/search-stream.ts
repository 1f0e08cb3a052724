import { SearchStreamMessage } from '../../../../../shared/module-result.ts'
import { SearchSummary } from '../../../../../shared/api.ts'
import { ApiError, api, request } from '../../../lib/api.ts'
import { SearchRequestError, classified, classifyFailure } from '../../../lib/request-error.ts'
import {
  RESPONSE_READER_MISSING,
  proxyErrorMessage,
  unparsableLineMessage,
} from './search-messages.ts'

/** GET /api/searches/:id/summary: what a live search is, for a page opened at its address. */
export function fetchSearchSummary(id: string): Promise<SearchSummary> {
  const url = `/api/searches/${encodeURIComponent(id)}/summary`
  return classified({ url, method: 'GET' }, () => api(url, SearchSummary))
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
  const url = `/api/searches/${encodeURIComponent(id)}/stream`
  try {
    const res = await request(url, { headers: { accept: 'application/x-ndjson' }, signal })
    if (!res.body) throw new Error(RESPONSE_READER_MISSING)
    handlers.onOpen()
    await readLines(res.body, (text, line) => {
      // Every line is parsed with the shared contract: a line that breaks it is reported,
      // never handed to the report as if it were a result.
      let parsed: ReturnType<typeof SearchStreamMessage.safeParse>
      try {
        parsed = SearchStreamMessage.safeParse(JSON.parse(text))
      } catch {
        throw new SyntaxError(unparsableLineMessage(line))
      }
      if (!parsed.success) throw new SyntaxError(unparsableLineMessage(line))
      handlers.onMessage(parsed.data)
    })
  } catch (error) {
    const failure = classifyFailure(error, { url, method: 'GET' })
    // SPEC 8: the stream's refusal is worded as the proxy's, with its status.
    if (error instanceof ApiError)
      failure.message = proxyErrorMessage(error.status, failure.message)
    throw new SearchRequestError(failure)
  }
}

/** Hands over each non-blank line of a body as it arrives, numbered from 1. */
async function readLines(
  body: ReadableStream<Uint8Array>,
  handle: (text: string, line: number) => void,
): Promise<void> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  let line = 0
  const next = (text: string) => {
    line++
    if (text.trim()) handle(text, line)
  }
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    buffer += decoder.decode(value, { stream: true })
    let newline: number
    while ((newline = buffer.indexOf('\n')) >= 0) {
      next(buffer.slice(0, newline))
      buffer = buffer.slice(newline + 1)
    }
  }
  next(buffer + decoder.decode())
}
