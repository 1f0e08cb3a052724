import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ModuleResult, QueryType } from '../../../../../shared/module-result.ts'
import { SignInModalProvider } from '../../../components/sign-in-modal.tsx'
import { refreshMe } from '../../../lib/session.ts'
import {
  ANSWERS,
  FACTS,
  NAME_RULES,
  NO_ACCOUNT_ANSWERS,
  UNREACHABLE,
} from '../evidence-kinds.fixtures.ts'
import { HistoryPage } from './history-page.tsx'
import { saveToHistory } from './search-history.ts'
import { signedInMe } from '../../../lib/me.fixtures.ts'

const ME = signedInMe(3)

beforeEach(() => {
  localStorage.clear()
  window.history.replaceState(null, '', '/history')
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/session'
        ? Response.json({ me: ME })
        : Response.json({ supportEmail: 'help@example.com' }),
    ),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  localStorage.clear()
})

function save(id: string, type: QueryType, results: ModuleResult[]) {
  saveToHistory({
    id,
    type,
    query: id,
    completedAt: '2026-11-27T08:00:00.000Z',
    found: results.filter((r) => r.status === 'found' && !r.local).length,
    results,
  })
}

describe('History says what each search was', () => {
  it('found N, nothing found from N answers, or nothing told with the credit back', async () => {
    save('told-facts', 'email', FACTS)
    save('told-rules', 'username', NAME_RULES)
    save('told-nothing', 'username', UNREACHABLE)
    save('nothing-found', 'username', NO_ACCOUNT_ANSWERS)
    save('found-one', 'username', ANSWERS)
    await refreshMe()
    render(
      <SignInModalProvider>
        <HistoryPage />
      </SignInModalProvider>,
    )
    const lines = (await screen.findAllByTestId('history-outcome')).map((e) => e.textContent)
    expect(lines).toEqual([
      'Found on 1 platform',
      'Nothing found (answers from 2 platforms)',
      'Nothing could be told (credit given back)',
      'Nothing could be told (credit given back)',
      'Only facts about the email address (credit given back)',
    ])
    expect(document.body.textContent).not.toContain('0 platforms found')
  })
})
