import { afterEach, describe, expect, it, vi } from 'vitest'
import { answerWith, classifiedRejection } from './fake-fetch.ts'
import { startSearch } from './start-search.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('starting a search', () => {
  it("classifies a refusal, keeping the server's code and the request", async () => {
    const body = JSON.stringify({ error: 'No credits left', code: 'NO_CREDITS' })
    answerWith(new Response(body, { status: 402 }))
    expect(await classifiedRejection(startSearch('username', 'alice'))).toMatchObject({
      type: 'client',
      message: 'No credits left',
      responseDetails: { status: 402, code: 'NO_CREDITS' },
      requestDetails: { url: '/api/searches', method: 'POST', type: 'username' },
    })
  })

  it('reports a reply that breaks the contract as invalid data', async () => {
    answerWith(new Response('{"id":7}', { status: 201 }))
    expect(await classifiedRejection(startSearch('username', 'alice'))).toMatchObject({
      code: 'INVALID_JSON',
      message: 'Invalid API response format - expected array',
    })
  })

  it('classifies a failed connection as a network problem', async () => {
    answerWith(new TypeError('Failed to fetch'))
    expect(await classifiedRejection(startSearch('email', 'a@b.co'))).toMatchObject({
      type: 'network',
    })
  })
})
