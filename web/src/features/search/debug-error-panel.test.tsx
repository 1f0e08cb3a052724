import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { DebugErrorPanel } from './debug-error-panel.tsx'
import type { LandingError } from './use-landing-signals.ts'

afterEach(cleanup)

/** The panel for `error`, with nothing to do on dismiss. */
const renderPanel = (error: LandingError) =>
  render(<DebugErrorPanel error={error} onDismiss={() => undefined} />)

describe('Debug Information panel', () => {
  it('offers Buy Search Credits when the message mentions credits', () => {
    renderPanel({ message: 'Not enough credits to search' })
    expect(screen.getByRole('button', { name: 'Buy Search Credits' })).toBeTruthy()
  })

  it('does not offer it for other errors', () => {
    renderPanel({ message: 'Sign in failed. Please try again.' })
    expect(screen.queryByRole('button', { name: 'Buy Search Credits' })).toBeNull()
  })

  it('toggles the details', () => {
    renderPanel({
      message: 'Sign in failed. Please try again.',
      details: { error: 'access_denied' },
    })
    expect(screen.queryByText(/"error": "access_denied"/)).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Show Details' }))
    expect(screen.getByText(/"error": "access_denied"/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Hide Details' }))
    expect(screen.queryByText(/"error": "access_denied"/)).toBeNull()
  })

  it('calls onDismiss when Dismiss is pressed', () => {
    let dismissed = 0
    render(<DebugErrorPanel error={{ message: 'Oops' }} onDismiss={() => (dismissed += 1)} />)
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(dismissed).toBe(1)
  })
})
