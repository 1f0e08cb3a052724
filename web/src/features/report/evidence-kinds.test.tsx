import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ModuleResult, QueryType } from '../../../../shared/module-result.ts'
import { DetailedTab } from './detailed-tab.tsx'
import {
  ANSWERS,
  FACTS,
  NAME_RULES,
  NO_ACCOUNT_ANSWERS,
  UNREACHABLE,
  finishedReport,
} from './evidence-kinds.fixtures.ts'
import { ReportProgress } from './report-progress.tsx'
import { NoResults, OverviewSection, RecommendationsSection } from './report-sections.tsx'
import { ReportToolbar } from './report-toolbar.tsx'
import { sourcesLine } from './report-words.ts'
import { TechnicalTab } from './technical-tab.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** The overview as the results page lays it out for a finished report. */
function renderOverview(type: QueryType, results: ModuleResult[]) {
  const report = finishedReport(type, results)
  return render(
    <>
      <ReportProgress type={type} query="ada" report={report} />
      {report.counts.found === 0 && !report.state.refunded && (
        <NoResults type={type} report={report} onNewSearch={() => undefined} />
      )}
      <OverviewSection type={type} report={report} />
      <p>{sourcesLine(type, report.counts)}</p>
    </>,
  ).container.textContent
}

function renderDetailed(type: QueryType, results: ModuleResult[], printing = false) {
  return render(<DetailedTab type={type} results={results} printing={printing} />).container
    .textContent
}

function groupTitles(): string[] {
  return screen.getAllByTestId('outcome-group').map((g) => g.querySelector('h2')?.textContent ?? '')
}

describe('a report of platforms’ own answers', () => {
  it('overview: counts the answers, shows the account, and names the platforms asked', () => {
    const text = renderOverview('username', ANSWERS)
    expect(screen.getByTestId('count-data-found').textContent).toBe('1')
    expect(screen.getByTestId('count-no-data').textContent).toBe('2')
    expect(screen.getByRole('heading', { name: 'Where they show up (1)' })).toBeTruthy()
    expect(text).toContain('Live checks of 3 public platforms')
    expect(text).not.toMatch(/not asked|username rules|Read from the/)
  })

  it('overview with nothing found: says how many platforms answered no', () => {
    const text = renderOverview('username', NO_ACCOUNT_ANSWERS)
    expect(screen.getByTestId('no-results').textContent).toContain(
      'None of the 2 platforms that answered showed an account for this username.',
    )
    expect(text).not.toMatch(/credit has been given back/)
  })

  it('detailed: one group for what was found, one for the platforms that said no', () => {
    const text = renderDetailed('username', ANSWERS)
    expect(groupTitles()).toEqual([
      'Data found on 1 platformEach of these platforms showed an account that is this one, with its proof.',
      'No account on 2 platformsThese platforms said plainly that no such account exists.',
    ])
    expect(text).not.toMatch(/Name not allowed|Couldn't tell/)
  })

  it('detailed with nothing found: no data found, from the answers there were', () => {
    renderDetailed('username', NO_ACCOUNT_ANSWERS)
    expect(groupTitles()[0]).toBe(
      'No data foundNone of the 2 platforms that answered showed an account for this username.',
    )
  })

  it('technical: each badge is the answer, beside the request that proved it', () => {
    render(<TechnicalTab results={ANSWERS} />)
    const details = screen.getAllByTestId('check-detail').map((d) => d.textContent)
    expect(details).toContain("GET https://chirper.example/ada → HTTP 200, username is 'ada'")
    expect(screen.getAllByText('No Data')).toHaveLength(2)
    expect(screen.getAllByText('Data Found')).toHaveLength(1)
  })
})

describe('a report of platforms’ username rules alone', () => {
  it('overview: counts no platform as asked, and says why none was', () => {
    const text = renderOverview('username', NAME_RULES)
    expect(screen.getByTestId('count-no-data').textContent).toBe('0')
    expect(screen.getByTestId('count-note').textContent).toContain(
      "3 platforms were not asked: their username rules don't allow this name.",
    )
    expect(screen.getByTestId('low-coverage-notice').textContent).toBe(
      'This name breaks the username rules of all 3 platforms we could ask, so no account there can have it. Your credit has been given back.',
    )
    expect(text).toContain('No platform was asked.')
    expect(text).not.toMatch(/said plainly|showed an account|network problem/)
  })

  it('detailed: a group of its own, never "said plainly that no such account exists"', () => {
    const text = renderDetailed('username', NAME_RULES)
    expect(groupTitles()).toEqual([
      "No answers to go onNo platform gave a clear answer, so this search can't say where this username has accounts, or where it hasn't.",
      "Name not allowed on 3 platformsThis name breaks these platforms' own username rules, so no account there can have it. We didn't need to ask them.",
    ])
    expect(text).not.toContain('said plainly')
  })

  it('technical: badge "Name not allowed", and no request behind it', () => {
    render(<TechnicalTab results={NAME_RULES} />)
    expect(screen.getAllByText('Name not allowed')).toHaveLength(3)
    expect(screen.queryByText('No Data')).toBeNull()
    expect(screen.getAllByTestId('check-detail')[0]?.textContent).toMatch(
      /^No request: the name breaks \w+'s username rule$/,
    )
  })
})

describe('a report of facts about the query alone', () => {
  it('overview: the facts apart, no platform counted, none claimed as checked', () => {
    const text = renderOverview('email', FACTS)
    expect(screen.getByRole('heading', { name: 'About this email address' })).toBeTruthy()
    expect(text).toContain('Read from the email address itself, without asking any platform')
    expect(screen.getByTestId('count-note').textContent).toContain(
      'One fact about this email address itself is shown apart.',
    )
    expect(screen.getByTestId('low-coverage-notice').textContent).toBe(
      'No platform was asked, so this report has only facts about the email address itself. Your credit has been given back.',
    )
    expect(text).toContain(
      'No platform was asked: everything here was read from the email address itself.',
    )
    expect(text).not.toMatch(/Live checks of|Data Found ?1/)
  })

  it('detailed: the facts group says they were read from the address', () => {
    renderDetailed('email', FACTS)
    expect(groupTitles()[0]).toBe(
      'About this email addressRead from the email address itself, without asking any platform; not counted as a platform.',
    )
  })

  it('detailed: a fact check that read nothing says so, never "read from the address"', () => {
    const unread: ModuleResult = {
      ...FACTS[0]!,
      status: 'unknown',
      reason: 'unreachable',
      spec_format: undefined,
      evidence: undefined,
    }
    const text = renderDetailed('email', [unread])
    expect(groupTitles()[0]).toBe(
      "About this email addressNothing could be read about the email address itself just now. We couldn't reach the name server that answers for it, so nothing was read.",
    )
    expect(text).not.toContain('Read from the email address itself')
  })

  it('technical: badge "Fact"', () => {
    render(<TechnicalTab results={FACTS} />)
    expect(screen.getByText('Fact')).toBeTruthy()
    expect(screen.queryByText('Data Found')).toBeNull()
  })
})

describe('a report where no platform could tell', () => {
  it('overview: which side failed, the credit back, no "nothing found"', () => {
    const text = renderOverview('username', UNREACHABLE)
    expect(screen.getByTestId('count-couldn-t-tell').textContent).toBe('3')
    const notice = screen.getByTestId('low-coverage-notice').textContent
    expect(notice).toContain('Our servers could not reach any of the platforms just now.')
    expect(notice).toContain('Nothing could be told, so your credit has been given back.')
    expect(screen.queryByTestId('no-results')).toBeNull()
    expect(text).not.toMatch(/No platform showed|said plainly|Data from/)
  })

  it('detailed: no answers to go on, and the group of the reason', () => {
    renderDetailed('username', UNREACHABLE)
    expect(groupTitles()).toEqual([
      "No answers to go onNo platform gave a clear answer, so this search can't say where this username has accounts, or where it hasn't.",
      "Couldn't tell: could not be reached (3)We could not reach the platform from our servers.",
    ])
  })

  it('technical: "Couldn\'t tell" with its reason, one text, and the raw message', () => {
    render(<TechnicalTab results={UNREACHABLE} />)
    const badges = screen.getAllByText("Couldn't tell")
    expect(badges).toHaveLength(3)
    expect(badges[0]?.parentElement?.textContent).toBe("Couldn't tell · Could not be reached")
    expect(screen.getAllByTestId('check-detail')[0]?.textContent).toContain('could not reach')
  })
})

describe('the PDF (the page printed)', () => {
  it('prints every kind in its own group, the found records open', () => {
    const results = [...ANSWERS, ...NAME_RULES, ...FACTS, ...UNREACHABLE]
    const text = renderDetailed('username', results, true)
    expect(groupTitles().map((t) => t.split(/(?<=[a-z)0-9])(?=[A-Z])/)[0])).toEqual([
      'About this username',
      'Data found on 1 platform',
      'No account on 2 platforms',
      'Name not allowed on 3 platforms',
      "Couldn't tell: could not be reached (3)",
    ])
    // The found account's records are printed, not left behind a View button.
    expect(text).toContain('Data Record 1')
    render(<RecommendationsSection report={finishedReport('username', UNREACHABLE)} />)
    expect(
      screen.getByText(
        'No recommendations: too few platforms gave a clear answer to judge this search.',
      ),
    ).toBeTruthy()
  })
})

describe('the JSON download', () => {
  /** Clicks Download JSON and reads the file the browser would save. */
  async function downloaded(type: QueryType, results: ModuleResult[]) {
    const blobs: Blob[] = []
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:report'),
      revokeObjectURL: () => undefined,
    })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    render(
      <ReportToolbar
        type={type}
        query="ada"
        report={finishedReport(type, results)}
        tab="overview"
        onTab={() => undefined}
        onPrint={() => undefined}
      />,
    )
    within(document.body)
      .getByRole('button', { name: /Download JSON/ })
      .click()
    click.mockRestore()
    return JSON.parse(await blobs[0]!.text()) as {
      summary: string
      counts: Record<string, number>
    }
  }

  it.each([
    ['Found on 1 platform', 'username', ANSWERS, { found: 1, notFound: 2, nameRule: 0 }],
    [
      'Nothing found (answers from 2 platforms)',
      'username',
      NO_ACCOUNT_ANSWERS,
      { found: 0, notFound: 2 },
    ],
    [
      'Nothing could be told (credit given back)',
      'username',
      NAME_RULES,
      { platforms: 0, notFound: 0, nameRule: 3 },
    ],
    [
      'Only facts about the email address (credit given back)',
      'email',
      FACTS,
      { platforms: 0, facts: 1 },
    ],
    [
      'Nothing could be told (credit given back)',
      'username',
      UNREACHABLE,
      { platforms: 3, couldNotTell: 3 },
    ],
  ] as const)('says "%s" with its counts', async (summary, type, results, counts) => {
    const file = await downloaded(type, [...results])
    expect(file.summary).toBe(summary)
    expect(file.counts).toMatchObject(counts)
  })
})
