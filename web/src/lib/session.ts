import { useQuery } from '@tanstack/react-query'
import type { MeResponse, PublicConfig } from '../../../shared/api.ts'
import { ApiError, api } from './api.ts'

export const meQueryKey = ['me'] as const

/** The signed-in person and their credits; null when signed out or the session is invalid. */
export function useMe() {
  return useQuery({
    queryKey: meQueryKey,
    queryFn: async (): Promise<MeResponse | null> => {
      try {
        return await api<MeResponse>('/api/me')
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) return null
        throw err
      }
    },
    staleTime: 30_000,
  })
}

export function usePublicConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: () => api<PublicConfig>('/api/config'),
    staleTime: Infinity,
  })
}

/** Signs out on the server, then wipes this browser's storage and reloads at /, even on error. */
export async function signOut(): Promise<void> {
  try {
    await api('/api/auth/signout', { method: 'POST' })
  } catch (err) {
    console.error('Sign out failed', err)
  } finally {
    try {
      localStorage.clear()
      sessionStorage.clear()
    } finally {
      window.location.assign('/')
    }
  }
}

export function startSignIn(): void {
  window.location.assign('/auth/google/start')
}
