import type { MeResponse, PublicConfig, SessionResponse } from '../../../shared/api.ts'
import { api, apiCheckedByServer } from './api.ts'
import { createResource } from './resource.ts'

/** The signed-in person and their credits; null when signed out or the session is invalid. */
const me = createResource(
  async (): Promise<MeResponse | null> =>
    (await apiCheckedByServer<SessionResponse>('/api/session')).me,
  { staleMs: 30_000 },
)
export const useMe = me.use
/** Reads the person and their balance again (after a spend, a purchase, a lost stream). */
export const refreshMe = me.refetch

/** Shows a balance the server pushed, on every screen at once. */
export function setCredits(credits: number) {
  me.set((old) => (old ? { ...old, credits } : old))
}

const config = createResource(() => apiCheckedByServer<PublicConfig>('/api/config'), {
  staleMs: Infinity,
})
export const usePublicConfig = config.use

/** Signs out on the server, then wipes this browser's storage and reloads at /, even on error. */
export async function signOut(): Promise<void> {
  try {
    await api('/api/auth/signout', null, { method: 'POST' })
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

/** Off to Google; the server brings the person back to this page (home when on the landing page). */
export function startSignIn(): void {
  const { pathname, search } = window.location
  const back = pathname === '/' ? '' : `?${new URLSearchParams({ returnTo: pathname + search })}`
  window.location.assign(`/auth/google/start${back}`)
}
