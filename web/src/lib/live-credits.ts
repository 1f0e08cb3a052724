import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { MeResponse } from '../../../shared/api.ts'
import { meQueryKey, useMe } from './session.ts'

/**
 * Keeps the balance live: while someone is signed in, the server pushes their balance over
 * Server-Sent Events and every screen reading useMe() shows the new number at once.
 */
export function useLiveCredits(): void {
  const me = useMe()
  const queryClient = useQueryClient()
  const userId = me.data?.user.id
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return
    const source = new EventSource('/api/credits/events')
    source.addEventListener('balance', (event) => {
      const { credits } = JSON.parse((event as MessageEvent<string>).data) as { credits: number }
      queryClient.setQueryData<MeResponse | null>(meQueryKey, (old) =>
        old ? { ...old, credits } : old,
      )
    })
    source.onerror = () => {
      // A closed stream after sign-out or a lost session: check who is signed in.
      if (source.readyState === EventSource.CLOSED)
        void queryClient.invalidateQueries({ queryKey: meQueryKey })
    }
    return () => source.close()
  }, [userId, queryClient])
}

export function LiveCredits() {
  useLiveCredits()
  return null
}
