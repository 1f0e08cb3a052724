import { coverageLine, unreliableLine, type Coverage } from '../../../../../shared/coverage.ts'

/** On how many checks the report stands, and how many were skipped as unreliable. */
export function CoverageNote({ coverage }: { coverage: Coverage }) {
  const skipped = unreliableLine(coverage)
  return (
    <p className="text-sm text-slate-600" data-testid="coverage">
      {coverageLine(coverage)} that gave a clear answer.
      {skipped ? ` ${skipped}` : ''}
    </p>
  )
}
