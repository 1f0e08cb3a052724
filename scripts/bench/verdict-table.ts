/**
 * The benchmark's table of verdicts by class of page: for each kind of page the farm serves
 * (profiles in each style, its sites' own not-found answers, walls, soft 404s, another
 * account's page, nobody's page repeating the name, claim pages, JSON availability answers),
 * how many checks said found, not found and could not tell, with precision (right verdicts
 * of all verdicts given) and recall (right verdicts of the checks that had one to give).
 */
import type { ModuleResult, ResultStatus } from '../../engine/types.ts'

interface Row {
  checks: number
  found: number
  notFound: number
  unknown: number
  /** Verdicts the farm's truth agrees with. */
  right: number
  /** Checks whose truth is a verdict (found or not found). */
  decidable: number
}

export class VerdictTable {
  private readonly rows = new Map<string, Row>()

  /** Counts results under `row`, each against the truth of its module. */
  add(row: string, results: readonly ModuleResult[], truthOf: (module: string) => ResultStatus) {
    const tally = this.rows.get(row) ?? {
      checks: 0,
      found: 0,
      notFound: 0,
      unknown: 0,
      right: 0,
      decidable: 0,
    }
    for (const r of results) {
      const truth = truthOf(r.module)
      tally.checks++
      if (r.status === 'found') tally.found++
      else if (r.status === 'not_found') tally.notFound++
      else tally.unknown++
      if (truth === 'found' || truth === 'not_found') tally.decidable++
      if ((r.status === 'found' || r.status === 'not_found') && r.status === truth) tally.right++
    }
    this.rows.set(row, tally)
  }

  print(): void {
    const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)} %` : '—')
    console.log('\nverdicts by class of page (precision: right of all verdicts; recall: right of')
    console.log('the checks that had a verdict to give)')
    console.log(
      `  ${'class of page'.padEnd(64)} ${'checks'.padStart(6)} ${'found'.padStart(6)} ${'not found'.padStart(9)} ${"couldn't tell".padStart(13)} ${'precision'.padStart(9)} ${'recall'.padStart(7)}`,
    )
    for (const [name, t] of this.rows) {
      const verdicts = t.found + t.notFound
      console.log(
        `  ${name.padEnd(64)} ${String(t.checks).padStart(6)} ${String(t.found).padStart(6)} ${String(t.notFound).padStart(9)} ${String(t.unknown).padStart(13)} ${pct(t.right, verdicts).padStart(9)} ${pct(t.right, t.decidable).padStart(7)}`,
      )
    }
  }
}
