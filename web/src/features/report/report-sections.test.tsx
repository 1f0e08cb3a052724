import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { RecommendationsSection } from './report-sections.tsx'
import type { Report } from './use-report.ts'

/** The parts of a report the Recommendations section reads. */
function report(complete: boolean, sufficient: boolean): Report {
  const coverage = { checks: 10, answered: sufficient ? 8 : 2, unreliable: 0, couldNotTell: 0 }
  return { analysis: null, complete, coverage: { ...coverage, sufficient } } as unknown as Report
}

afterEach(cleanup)

describe('RecommendationsSection before the analysis is ready', () => {
  it('says the recommendations are on their way when the search could be judged', () => {
    render(<RecommendationsSection report={report(true, true)} />)
    expect(screen.getByText('Working out what to recommend...')).toBeTruthy()
    expect(screen.queryByText(/too few platforms/)).toBeNull()
  })

  it('says why there are none when too few platforms answered', () => {
    render(<RecommendationsSection report={report(true, false)} />)
    expect(screen.getByText(/No recommendations: too few platforms/)).toBeTruthy()
  })
})
