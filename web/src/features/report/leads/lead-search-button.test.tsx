import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { SignInModalProvider } from '../../../components/sign-in-modal.tsx'
import { refreshMe } from '../../../lib/session.ts'
import { LeadSearchButton } from './lead-search-button.tsx'
import { signedInMe } from '../../../lib/me.fixtures.ts'

const ME = signedInMe()
const CONFIG = { supportEmail: 'help@example.com', signIn: 'development', payments: 'test' }

/** The server as the button meets it: a session with `credits` (null: signed out). */
function server(credits: number | null, searches: () => Response) {
  const posts: unknown[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/session')
        return Response.json({ me: credits === null ? null : { ...ME, credits } })
      if (url === '/api/config') return Response.json(CONFIG)
      if (url === '/api/searches' && init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)))
        return searches()
      }
      return new Response('{}', { status: 404 })
    }),
  )
  return posts
}

const started = () =>
  Response.json(
    {
      id: '7f3c1e8a-2b4d-4c6e-9f10-1a2b3c4d5e6f',
      type: 'username',
      query: 'ada_codes',
      credits: 2,
    },
    { status: 201 },
  )

async function renderButton() {
  await refreshMe()
  render(
    <SignInModalProvider>
      <LeadSearchButton type="username" query="ada_codes" />
    </SignInModalProvider>,
  )
}

/** jsdom has no layout: a new page's scroll to the top is recorded here, not attempted. */
let scrolled: ReturnType<typeof vi.fn>
beforeEach(() => {
  window.history.replaceState(null, '', '/results/s-1')
  scrolled = vi.fn()
  vi.stubGlobal('scrollTo', scrolled)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('following a lead', () => {
  it('spends a credit on a search of its own and opens its report', async () => {
    const posts = server(3, started)
    await renderButton()
    fireEvent.click(
      screen.getByRole('button', { name: 'Start Snooping (1 Credit): username ada_codes' }),
    )
    await waitFor(() =>
      expect(window.location.pathname).toBe('/results/7f3c1e8a-2b4d-4c6e-9f10-1a2b3c4d5e6f'),
    )
    expect(posts).toEqual([{ type: 'username', query: 'ada_codes', timeout: 60 }])
    expect(window.history.state).toEqual({
      state: { type: 'username', query: 'ada_codes', typed: 'ada_codes' },
    })
    expect(scrolled).toHaveBeenCalledWith(0, 0)
  })

  it('without credits goes to pricing, and searches nothing', async () => {
    const posts = server(0, started)
    await renderButton()
    fireEvent.click(screen.getByRole('button', { name: 'Buy Search Credits: username ada_codes' }))
    expect(window.location.pathname).toBe('/')
    expect(window.history.state).toEqual({ state: { scrollToPricing: true } })
    expect(scrolled).toHaveBeenCalledWith(0, 0)
    expect(posts).toEqual([])
  })

  it('signed out, asks to sign in first', async () => {
    const posts = server(null, started)
    await renderButton()
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up & Snoop: username ada_codes' }))
    expect(await screen.findByRole('dialog')).toBeTruthy()
    expect(posts).toEqual([])
  })

  it('shows a rate limit as SPEC 8 does, with its countdown', async () => {
    server(3, () =>
      Response.json(
        { error: 'Too many searches', code: 'RATE_LIMITED' },
        { status: 429, headers: { 'retry-after': '30' } },
      ),
    )
    await renderButton()
    fireEvent.click(
      screen.getByRole('button', { name: 'Start Snooping (1 Credit): username ada_codes' }),
    )
    const panel = await screen.findByRole('alert', { name: 'Rate Limit Reached' })
    expect(panel.textContent).toContain("You've hit the rate limit. Please wait 30 seconds")
    expect(screen.getByRole('button', { name: /^Retry in \d+s$/ })).toHaveProperty('disabled', true)
    expect(window.location.pathname).toBe('/results/s-1')
  })

  it('sends someone the server finds without credits to pricing', async () => {
    server(1, () =>
      Response.json({ error: 'You need at least 1 credit', code: 'NO_CREDITS' }, { status: 402 }),
    )
    await renderButton()
    fireEvent.click(
      screen.getByRole('button', { name: 'Start Snooping (1 Credit): username ada_codes' }),
    )
    await waitFor(() => expect(window.location.pathname).toBe('/'))
    expect(window.history.state).toEqual({ state: { scrollToPricing: true } })
  })
})
