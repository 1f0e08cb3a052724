import { plural } from '../../../../../shared/plural.ts'
import type { SearchState } from './search-reducer.ts'

/** After this long with checks still out, the line says what the search is waiting for. */
const SAY_WAITING_AFTER_MS = 3000

/**
 * What the progress line says: the share of checks done, and while some are still out,
 * how many and for how long, so a wait never looks like a hang ("12 slow platforms left ·
 * 14 s").
 */
export function progressLine(state: SearchState, now: number): string {
  const progress = state.progress
  // A failed stream is not still starting: its error panel says what happened.
  if (state.status === 'error') return 'Stopped'
  if (state.status !== 'searching' || !progress || progress.total === 0) return state.currentLabel
  const left = progress.total - progress.completed
  const elapsed = state.startedAt === null ? 0 : now - state.startedAt
  if (left <= 0) return 'Finishing the report'
  const done = `${progress.completed.toLocaleString('en-US')} of ${plural(progress.total, 'check', 'checks')} done`
  if (elapsed < SAY_WAITING_AFTER_MS) return `${done} · ${state.currentLabel}`
  // Most have answered: what is left is the slow ones, and they are waited for.
  const what =
    progress.completed / progress.total >= 0.8
      ? plural(left, 'slow platform left', 'slow platforms left')
      : `waiting for ${plural(left, 'platform', 'platforms')}`
  return `${done} · ${what} · ${Math.floor(elapsed / 1000)} s`
}
