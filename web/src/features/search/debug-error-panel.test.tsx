import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { DebugErrorPanel } from './debug-error-panel.tsx'

afterEach(cleanup)

describe('Debug Information panel', () => {
  it('offers Buy Search Credits when the message mentions credits', () => {
    render(
      <DebugErrorPanel
        error={{ message: 'Not enough credits to search' }}
        onDismiss={() => undefined}
      />,
    )
    expect(screen.getByRole('button', { name: 'Buy Search Credits' })).toBeTruthy()
  })

  it('does not offer it for other errors', () => {
    render(
      <DebugErrorPanel
        error={{ message: 'Sign in failed. Please try again.' }}
        onDismiss={() => undefined}
      />,
    )
    expect(screen.queryByRole('button', { name: 'Buy Search Credits' })).toBeNull()
  })

  it('toggles the details', () => {
    render(
      <DebugErrorPanel
        error={{
          message: 'Sign in failed. Please try again.',
          details: { error: 'access_denied' },
        }}
        onDismiss={() => undefined}
      />,
    )
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
