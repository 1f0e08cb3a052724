import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Link, Navigate, Routes, matchPath, navigate, useLocation, useParams } from './router.tsx'

/** jsdom has no layout: a new page's scroll to the top is recorded here, not attempted. */
let scrolled: ReturnType<typeof vi.fn>
beforeEach(() => {
  scrolled = vi.fn()
  vi.stubGlobal('scrollTo', scrolled)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  window.history.replaceState(null, '', '/')
})

function Where() {
  const location = useLocation()
  const params = useParams()
  return (
    <p data-testid="where">
      {location.pathname}
      {location.search}|{JSON.stringify(location.state)}|{params.searchId ?? ''}
    </p>
  )
}

const ROUTES = [
  ['/', <Where key="home" />],
  ['/results/:searchId', <Where key="results" />],
] as const

describe('router', () => {
  it('matches patterns with parameters, and nothing else', () => {
    expect(matchPath('/results/:searchId', '/results/a%20b')).toEqual({ searchId: 'a b' })
    expect(matchPath('/results/:searchId', '/results')).toBeNull()
    expect(matchPath('/results/:searchId', '/results/a/b')).toBeNull()
    expect(matchPath('/billing', '/billing/')).toEqual({})
    expect(matchPath('/billing', '/dashboard')).toBeNull()
    expect(matchPath('/results/:id', '/results/%E0%A4%A')).toBeNull()
  })

  it('renders the matching route, hands over state, and Back restores the page before', async () => {
    render(<Routes routes={ROUTES} fallback={<p>fallback</p>} />)
    expect(screen.getByTestId('where').textContent).toBe('/|null|')
    act(() => navigate('/results/s1', { state: { type: 'username', query: 'ada' } }))
    expect(screen.getByTestId('where').textContent).toBe(
      '/results/s1|{"type":"username","query":"ada"}|s1',
    )
    act(() => navigate('/results/s2'))
    expect(screen.getByTestId('where').textContent).toBe('/results/s2|null|s2')
    // A new page starts at the top.
    expect(scrolled).toHaveBeenCalledTimes(2)
    expect(scrolled).toHaveBeenLastCalledWith(0, 0)
    act(() => window.history.back())
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        '/results/s1|{"type":"username","query":"ada"}|s1',
      ),
    )
  })

  it('falls back for unknown paths, and Navigate redirects', () => {
    window.history.replaceState(null, '', '/nonsense?x=1')
    render(<Routes routes={ROUTES} fallback={<Navigate to="/" replace />} />)
    expect(window.location.pathname).toBe('/')
    expect(screen.getByTestId('where').textContent).toBe('/|null|')
  })

  it('a Link navigates in the page on a plain click only', () => {
    render(
      <>
        <Link to="/results/x">open</Link>
        <Routes routes={ROUTES} fallback={null} />
      </>,
    )
    // Whether the Link kept each click from the browser. The browser's own navigation (a
    // new tab) is then stopped here: jsdom cannot open another document.
    const kept: boolean[] = []
    const record = (e: Event) => {
      kept.push(e.defaultPrevented)
      e.preventDefault()
    }
    window.addEventListener('click', record)
    fireEvent.click(screen.getByText('open'), { ctrlKey: true })
    expect(window.location.pathname).toBe('/')
    fireEvent.click(screen.getByText('open'))
    expect(window.location.pathname).toBe('/results/x')
    expect(screen.getByTestId('where').textContent).toBe('/results/x|null|x')
    window.removeEventListener('click', record)
    expect(kept).toEqual([false, true])
  })

  it('starts a new page at the top, judged by the address, however it was last changed', () => {
    navigate('/results/a')
    expect(scrolled).toHaveBeenLastCalledWith(0, 0)
    // Changed behind the router's back (a test, a browser extension), then left for where
    // the router last saw us: that is another page than the one on screen.
    window.history.replaceState(null, '', '/billing')
    scrolled.mockClear()
    navigate('/results/a')
    expect(scrolled).toHaveBeenCalledWith(0, 0)
    // The same page with another query stays where it is.
    scrolled.mockClear()
    navigate('/results/a?tab=detailed')
    expect(scrolled).not.toHaveBeenCalled()
  })
})
