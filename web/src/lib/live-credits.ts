import { useEffect } from 'react'
import type { BalanceEvent } from '../../../shared/api.ts'
import { refreshMe, setCredits, useMe } from './session.ts'

/** How long to wait before opening the stream again after the server refused it. */
const RETRY_MS = 10_000

/**
 * Keeps the balance live: while someone is signed in, the server pushes their balance over
 * Server-Sent Events and every screen reading useMe() shows the new number at once.
 */
export function useLiveCredits(): void {
  const me = useMe()
  const userId = me.data?.user.id
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return
    let source: EventSource | undefined
    let retry: ReturnType<typeof setTimeout> | undefined
    const open = () => {
      const current = new EventSource('/api/credits/events')
      source = current
      current.addEventListener('balance', (event: MessageEvent<string>) => {
        // A balance that does not parse is not shown: the next event or page load corrects it.
        // Checked by hand: this runs on the landing page, which does not load the schemas
        // (ADR 013).
        const credits: unknown = (parseJson(event.data) as Partial<BalanceEvent> | undefined)
          ?.credits
        if (typeof credits === 'number' && Number.isInteger(credits) && credits >= 0)
          setCredits(credits)
      })
      // The server keeps a few pages per person live; a newer one took this one's place.
      current.addEventListener('superseded', () => current.close())
      current.onerror = () => {
        if (current.readyState !== EventSource.CLOSED) return // the browser reconnects itself
        // Refused: signed out (the check below stops this effect), or the server is briefly
        // unavailable (503), in which case try again a little later.
        void refreshMe()
        retry = setTimeout(open, RETRY_MS)
      }
    }
    open()
    return () => {
      clearTimeout(retry)
      source?.close()
    }
  }, [userId])
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

export function LiveCredits() {
  useLiveCredits()
  return null
}
