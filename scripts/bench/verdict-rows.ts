/** The rows of the benchmark's table of verdicts by class of page (verdict-table.ts). */
import type { ModuleResult } from '../../engine/types.ts'
import { truth, type FarmSite } from './farm.ts'
import { styleOf, type PageKind } from './hostile-classes.ts'
import type { VerdictTable } from './verdict-table.ts'

/** The row each kind of hostile class counts in. */
export const HOSTILE_ROWS: Readonly<Record<PageKind, string>> = {
  wall: 'walls: consent, region, captcha, login page, a login wall naming it',
  'soft-404': 'soft 404s: a landing page, a search echoing the name',
  broken: 'unreadable answers: empty, JavaScript shell, JSON error',
  nobody: "nobody's page repeating the name (16 wordings, 13 languages)",
  claim: 'claim pages: the name is free to register',
  json: 'JSON availability answers: free, null user, empty results',
  'other-account': "another account's page: longer name, redirect, echoed canonical",
  separator: 'a handle that continues the name with a separator',
  'every-name': 'a profile for every name, a 404 for every name',
}

/** How a farm site says nobody has the name, for the not-found rows. */
const ABSENCE: Readonly<Record<FarmSite['detection'], string>> = {
  status: "the site's own not-found: HTTP 404",
  soft404: "the site's own not-found: a soft 404 (200 with its text)",
  markers: "the site's own not-found: a soft 404 (200 with its text)",
  redirect: "the site's own not-found: a redirect to its not-found page",
  'final-url': "the site's own not-found: its not-found address",
}

/**
 * A lone search's results by row: profiles by style where the account exists, the sites' own
 * not-found answers where it does not, and the walls and hangs some sites always answer.
 */
export function tallyLone(
  table: VerdictTable,
  farm: readonly FarmSite[],
  search: { results: readonly ModuleResult[]; username: string },
  when: string,
) {
  const site = new Map(farm.map((s) => [`farm-${s.index}`, s]))
  const rows = new Map<string, ModuleResult[]>()
  for (const r of search.results) {
    const s = site.get(r.module)
    if (!s) continue
    const expected = truth(s, search.username)
    const row =
      s.behaviour === 'hang'
        ? 'sites that never answer'
        : s.behaviour !== 'normal'
          ? 'walls: block page, challenge, HTTP 429 (farm sites)'
          : expected === 'found'
            ? `profiles, ${styleOf(s)} style (${when})`
            : `${ABSENCE[s.detection]}`
    rows.set(row, [...(rows.get(row) ?? []), r])
  }
  const truthOf = (module: string) => {
    const s = site.get(module)
    return s ? truth(s, search.username) : 'unknown'
  }
  for (const [row, results] of [...rows].sort(([a], [b]) => a.localeCompare(b))) {
    table.add(row, results, truthOf)
  }
}
