import { useEffect, useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'

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

export function scrollToPricing() {
  document.getElementById('pricing-section')?.scrollIntoView({ behavior: 'smooth' })
}

/**
 * Reads what other pages hand the landing page: a sign-in error in the query string, or an
 * error / scroll request in navigation state. Each is taken once, then removed.
 */
export function useLandingSignals(): [LandingError | null, () => void] {
  const [params, setParams] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const [error, setError] = useState<LandingError | null>(null)

  const queryError = params.get('error')
  useEffect(() => {
    if (queryError === null && !params.has('error_code') && !params.has('error_description')) return
    setError({
      message: 'Sign in failed. Please try again.',
      details: {
        error: queryError,
        error_code: params.get('error_code'),
        error_description: params.get('error_description'),
      },
    })
    const rest = new URLSearchParams(params)
    for (const key of ['error', 'error_code', 'error_description']) rest.delete(key)
    setParams(rest, { replace: true, state: location.state })
  }, [queryError, params, setParams, location.state])

  const state = (location.state ?? null) as LandingState | null
  useEffect(() => {
    if (!state) return
    if (state.error) setError({ message: state.error, details: state.detailedError })
    // Clearing the state below re-runs this effect, so the timer is left to fire on its own.
    if (state.scrollToPricing) setTimeout(scrollToPricing, SCROLL_DELAY_MS)
    navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: null },
    )
  }, [state, navigate, location.pathname, location.search])

  return [error, () => setError(null)]
}
