import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { LiveCredits } from './live-credits.ts'
import { useMe } from './session.ts'
import { signedInMe } from './me.fixtures.ts'

/** The browser's EventSource, as far as the balance stream uses it. */
class FakeEventSource {
  static CLOSED = 2
  static last: FakeEventSource | undefined
  readyState = 1
  onerror: (() => void) | null = null
  private listeners = new Map<string, (event: MessageEvent<string>) => void>()
  constructor(readonly url: string) {
    FakeEventSource.last = this
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener)
  }
  close() {
    this.readyState = FakeEventSource.CLOSED
  }
  emit(type: string, data: string) {
    this.listeners.get(type)?.(new MessageEvent(type, { data }))
  }
}

function Balance() {
  const me = useMe()
  return <p data-testid="balance">{me.data ? me.data.credits : 'none'}</p>
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the live balance', () => {
  it('shows each balance the server pushes, and ignores one that is not a balance', async () => {
    const me = signedInMe(3)
    vi.stubGlobal('EventSource', FakeEventSource)
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ me }), { status: 200 })),
    )
    render(
      <>
        <LiveCredits />
        <Balance />
      </>,
    )
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('3'))
    await waitFor(() => expect(FakeEventSource.last?.url).toBe('/api/credits/events'))
    const source = FakeEventSource.last!
    act(() => source.emit('balance', JSON.stringify({ credits: 5 })))
    expect(screen.getByTestId('balance').textContent).toBe('5')
    for (const bad of [
      'not json',
      '{"credits":-1}',
      '{"credits":"7"}',
      '{"credits":1.5}',
      'null',
    ]) {
      act(() => source.emit('balance', bad))
      expect(screen.getByTestId('balance').textContent).toBe('5')
    }
  })
})
