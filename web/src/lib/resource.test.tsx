import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { createResource, type Resource } from './resource.ts'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function Reader({ resource, id }: { resource: Resource<number>; id: string }) {
  const view = resource.use()
  const state = view.isPending ? 'pending' : view.isError ? 'error' : `data ${view.data}`
  return <p data-testid={id}>{state}</p>
}

describe('shared server data', () => {
  it('loads once for every reader, then pushes local updates to all of them', async () => {
    const load = vi.fn(async () => 1)
    const resource = createResource(load, { staleMs: 60_000 })
    render(
      <>
        <Reader resource={resource} id="a" />
        <Reader resource={resource} id="b" />
      </>,
    )
    expect(screen.getByTestId('a').textContent).toBe('pending')
    await waitFor(() => expect(screen.getByTestId('b').textContent).toBe('data 1'))
    expect(load).toHaveBeenCalledTimes(1)
    act(() => resource.set((n) => (n ?? 0) + 41))
    expect(screen.getByTestId('a').textContent).toBe('data 42')
    expect(screen.getByTestId('b').textContent).toBe('data 42')
  })

  it('keeps the old data while loading again, and loads again on mount once stale', async () => {
    let value = 1
    const load = vi.fn(async () => value)
    const resource = createResource(load, { staleMs: 0 })
    const first = render(<Reader resource={resource} id="a" />)
    await waitFor(() => expect(screen.getByTestId('a').textContent).toBe('data 1'))
    first.unmount()
    value = 2
    render(<Reader resource={resource} id="a" />)
    expect(screen.getByTestId('a').textContent).toBe('data 1')
    await waitFor(() => expect(screen.getByTestId('a').textContent).toBe('data 2'))
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('retries a failed load once, then reports the error until a refetch succeeds', async () => {
    vi.useFakeTimers()
    let fail = true
    const load = vi.fn(async () => {
      if (fail) throw new Error('offline')
      return 7
    })
    const resource = createResource(load)
    render(<Reader resource={resource} id="a" />)
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(load).toHaveBeenCalledTimes(2)
    expect(screen.getByTestId('a').textContent).toBe('error')
    fail = false
    await act(() => resource.refetch())
    expect(screen.getByTestId('a').textContent).toBe('data 7')
  })
})
