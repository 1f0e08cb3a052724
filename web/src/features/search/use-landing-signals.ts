import { useEffect, useState } from 'react'
import { navigate, useLocation } from '../../lib/router.tsx'

export interface LandingError {
  message: string
  details?: unknown
}

interface LandingState {
  error?: string
  detailedError?: unknown
  scrollToPricing?: boolean
}

export const SCROLL_DELAY_MS = 100
const SIGN_IN_ERROR_KEYS = ['error', 'error_code', 'error_description']

export function scrollToPricing() {
  document.getElementById('pricing-section')?.scrollIntoView({ behavior: 'smooth' })
}

/**
 * Reads what other pages hand the landing page: a sign-in error in the query string, or an
 * error / scroll request in navigation state. Each is taken once, then removed.
 */
export function useLandingSignals(): [LandingError | null, () => void] {
  const location = useLocation()
  const [error, setError] = useState<LandingError | null>(null)

  const { pathname, search } = location
  useEffect(() => {
    const params = new URLSearchParams(search)
    if (!SIGN_IN_ERROR_KEYS.some((key) => params.has(key))) return
    setError({
      message: 'Sign in failed. Please try again.',
      details: Object.fromEntries(SIGN_IN_ERROR_KEYS.map((key) => [key, params.get(key)])),
    })
    for (const key of SIGN_IN_ERROR_KEYS) params.delete(key)
    const rest = params.toString()
    navigate(`${pathname}${rest ? `?${rest}` : ''}`, { replace: true, state: location.state })
  }, [pathname, search, location.state])

  const state = (location.state ?? null) as LandingState | null
  useEffect(() => {
    if (!state) return
    if (state.error) setError({ message: state.error, details: state.detailedError })
    // Clearing the state below re-runs this effect, so the timer is left to fire on its own.
    if (state.scrollToPricing) setTimeout(scrollToPricing, SCROLL_DELAY_MS)
    navigate(`${pathname}${search}`, { replace: true, state: null })
  }, [state, pathname, search])

  return [error, () => setError(null)]
}
