import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SearchStreamMessage } from '../../../../../shared/module-result.ts'
import { answerWith, classifiedRejection } from '../../../lib/fake-fetch.ts'
import { readSearchStream } from './search-stream.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

/** A body that arrives in the given pieces, as a stream does. */
const chunked = (...pieces: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece))
      controller.close()
    },
  })

async function readAll(): Promise<SearchStreamMessage[]> {
  const messages: SearchStreamMessage[] = []
  const onMessage = (message: SearchStreamMessage) => void messages.push(message)
  await readSearchStream('s1', { onOpen: () => {}, onMessage }, new AbortController().signal)
  return messages
}

describe("reading a search's stream", () => {
  it('hands over each message as its line completes, across pieces', async () => {
    const lines = ['{"type":"queued","ahead":1}', '{"type":"started"}'].join('\n')
    answerWith(new Response(chunked(lines.slice(0, 10), lines.slice(10), '\n')))
    expect(await readAll()).toEqual([{ type: 'queued', ahead: 1 }, { type: 'started' }])
  })

  it('names the first line that breaks the contract', async () => {
    answerWith(new Response(chunked('{"type":"started"}\n\n{"type":"nonsense"}\n')))
    expect(await classifiedRejection(readAll())).toMatchObject({
      code: 'INVALID_JSON',
      message: 'Failed to parse JSON on line 3',
    })
  })

  it("words a refusal as the proxy's, with its status", async () => {
    answerWith(new Response('upstream exploded', { status: 502 }))
    expect(await classifiedRejection(readAll())).toMatchObject({
      type: 'server',
      message: 'Proxy Error 502: upstream exploded',
      responseDetails: { status: 502 },
    })
  })
})
