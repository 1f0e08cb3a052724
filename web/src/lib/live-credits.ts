import { useEffect } from 'react'
import { refreshMe, setCredits, useMe } from './session.ts'

/**
 * Keeps the balance live: while someone is signed in, the server pushes their balance over
 * Server-Sent Events and every screen reading useMe() shows the new number at once.
 */
export function useLiveCredits(): void {
  const me = useMe()
  const userId = me.data?.user.id
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return
    const source = new EventSource('/api/credits/events')
    source.addEventListener('balance', (event) => {
      const { credits } = JSON.parse((event as MessageEvent<string>).data) as { credits: number }
      setCredits(credits)
    })
    source.onerror = () => {
      // A closed stream after sign-out or a lost session: check who is signed in.
      if (source.readyState === EventSource.CLOSED) void refreshMe()
    }
    return () => source.close()
  }, [userId])
}

export function LiveCredits() {
  useLiveCredits()
  return null
}
