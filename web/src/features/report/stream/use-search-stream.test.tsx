import { cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { answerWith } from '../../../lib/fake-fetch.ts'
import { useSearchStream } from './use-search-stream.ts'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const ndjson = (...lines: object[]) =>
  new Response(lines.map((l) => JSON.stringify(l)).join('\n') + '\n', {
    headers: { 'content-type': 'application/x-ndjson' },
  })

describe("following a search's stream", () => {
  it('shows a failure the server reports at once, without retrying it first', async () => {
    const sent = answerWith(
      new Response('{"error":"boom","code":"INTERNAL"}', { status: 500 }),
      ndjson({ type: 'complete', total: 0, results: [] }),
    )
    const started = Date.now()
    const { result } = renderHook(() => useSearchStream('s-1'))
    await waitFor(() => expect(result.current.state.status).toBe('error'), { timeout: 2000 })
    expect(Date.now() - started).toBeLessThan(2000)
    expect(result.current.state.error).toMatchObject({ type: 'server', title: 'Server Error' })
    expect(sent).toHaveLength(1)
  })

  it('reconnects a dropped connection, saying so, and catches up', async () => {
    const sent = answerWith(
      new TypeError('Failed to fetch'),
      ndjson({ type: 'complete', total: 0, results: [] }),
    )
    const { result } = renderHook(() => useSearchStream('s-1'))
    await waitFor(() => expect(result.current.state.status).toBe('reconnecting'))
    expect(result.current.state.attempt).toBe(1)
    await waitFor(() => expect(result.current.state.status).toBe('complete'), { timeout: 3000 })
    expect(sent).toHaveLength(2)
  })
})
