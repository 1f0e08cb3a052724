import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SearchStreamMessage } from '../../../shared/module-result.ts'
import { SearchRequestError } from './request-error.ts'
import { readSearchStream, startSearch } from './search-api.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

/** The server as fetch sees it: one recorded answer for the next call. */
const answer = (reply: Response | Error) =>
  vi.stubGlobal('fetch', async () => {
    if (reply instanceof Error) throw reply
    return reply
  })

/** A body that arrives in the given pieces, as a stream does. */
const chunked = (...pieces: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece))
      controller.close()
    },
  })

async function classifiedFailure(call: Promise<unknown>) {
  try {
    await call
  } catch (error) {
    if (error instanceof SearchRequestError) return error.classified
    throw error
  }
  throw new Error('the call succeeded')
}

async function readAll(): Promise<SearchStreamMessage[]> {
  const messages: SearchStreamMessage[] = []
  const onMessage = (message: SearchStreamMessage) => void messages.push(message)
  await readSearchStream('s1', { onOpen: () => {}, onMessage }, new AbortController().signal)
  return messages
}

describe('starting a search', () => {
  it("classifies a refusal, keeping the server's code and the request", async () => {
    const body = JSON.stringify({ error: 'No credits left', code: 'NO_CREDITS' })
    answer(new Response(body, { status: 402 }))
    expect(await classifiedFailure(startSearch('username', 'alice'))).toMatchObject({
      type: 'client',
      message: 'No credits left',
      responseDetails: { status: 402, code: 'NO_CREDITS' },
      requestDetails: { url: '/api/searches', method: 'POST', type: 'username' },
    })
  })

  it('reports a reply that breaks the contract as invalid data', async () => {
    answer(new Response('{"id":7}', { status: 201 }))
    expect(await classifiedFailure(startSearch('username', 'alice'))).toMatchObject({
      code: 'INVALID_JSON',
      message: 'Invalid API response format - expected array',
    })
  })

  it('classifies a failed connection as a network problem', async () => {
    answer(new TypeError('Failed to fetch'))
    expect(await classifiedFailure(startSearch('email', 'a@b.co'))).toMatchObject({
      type: 'network',
    })
  })
})

describe("reading a search's stream", () => {
  it('hands over each message as its line completes, across pieces', async () => {
    const lines = ['{"type":"queued","ahead":1}', '{"type":"started"}'].join('\n')
    answer(new Response(chunked(lines.slice(0, 10), lines.slice(10), '\n')))
    expect(await readAll()).toEqual([{ type: 'queued', ahead: 1 }, { type: 'started' }])
  })

  it('names the first line that breaks the contract', async () => {
    answer(new Response(chunked('{"type":"started"}\n\n{"type":"nonsense"}\n')))
    expect(await classifiedFailure(readAll())).toMatchObject({
      code: 'INVALID_JSON',
      message: 'Failed to parse JSON on line 3',
    })
  })

  it("words a refusal as the proxy's, with its status", async () => {
    answer(new Response('upstream exploded', { status: 502 }))
    expect(await classifiedFailure(readAll())).toMatchObject({
      type: 'server',
      message: 'Proxy Error 502: upstream exploded',
      responseDetails: { status: 502 },
    })
  })
})
