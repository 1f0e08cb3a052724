import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/client.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { PaidSearches } from '../search/paid/paid-searches.ts'
import { SEARCH_BUDGET_S } from '../../shared/search-budget.ts'
import { compareRuns, findingsOf } from './compare-runs.ts'
import type { WatchAddresses } from './watch-address.ts'
import { pausedMail, runMail } from './watch-mails.ts'
import {
  claimDueRuns,
  exists,
  finishRun,
  lastDoneRun,
  pauseForNoCredits,
  type ClaimedRun,
} from './watch-rows.ts'

export interface WatchRunnerDeps {
  db: Db
  searches: Pick<PaidSearches, 'start' | 'outcome'>
  addresses: WatchAddresses
  mailer: Mailer
  appOrigin: string
  log: FastifyBaseLogger
  /** How often this instance looks for due runs (besides being poked). */
  tickMs: number
  /** Watch runs this instance has going at once; the searches queue behind the others. */
  slots: number
}

/**
 * Runs due watches on this instance: claims them (watch-rows.ts: no run is claimed twice,
 * whichever instance asks), then runs each as a normal paid search of its address (one
 * credit spent before it starts, settled by the one refund rule) queued with everyone's, and
 * mails its owner what is new or gone. Every instance runs one; a stopped instance's
 * unclaimed runs are left to the others.
 */
export function createWatchRunner(deps: WatchRunnerDeps) {
  const { db, log } = deps
  const running = new Set<Promise<void>>()
  let closed = false
  let ticking: Promise<void> | null = null
  let again = false

  async function claimAndStart() {
    const claimed = await claimDueRuns(db, deps.slots - running.size)
    for (const run of claimed) {
      const task = runOnce(deps, run).catch((err: unknown) =>
        log.error({ err, watchId: run.watchId }, 'watch run failed'),
      )
      running.add(task)
      void task.finally(() => {
        running.delete(task)
        poke()
      })
    }
  }

  function poke() {
    if (closed) return
    if (ticking) {
      again = true
      return
    }
    ticking = claimAndStart()
      .catch((err: unknown) => log.warn({ err }, 'due watches could not be claimed'))
      .finally(() => {
        ticking = null
        if (again) {
          again = false
          poke()
        }
      })
  }

  const timer = setInterval(poke, deps.tickMs)
  timer.unref()

  return {
    /** Looks for due runs now (a watch was just verified or resumed). */
    poke,
    /** Claims no more runs; those under way end with their searches. */
    stop() {
      closed = true
      clearInterval(timer)
    },
    /** Waits up to `ms` for the runs under way to record how they ended. */
    async settled(ms: number) {
      let timeout: ReturnType<typeof setTimeout> | undefined
      const late = new Promise((resolve) => (timeout = setTimeout(resolve, ms)))
      await Promise.race([Promise.allSettled([ticking, ...running]), late])
      clearTimeout(timeout)
    },
  }
}

export type WatchRunner = ReturnType<typeof createWatchRunner>

async function runOnce(deps: WatchRunnerDeps, run: ClaimedRun): Promise<void> {
  const { db, log } = deps
  const address = deps.addresses.open(run.sealedAddress)
  let started
  try {
    started = await deps.searches.start({
      userId: run.userId,
      type: 'email',
      query: address,
      timeoutS: SEARCH_BUDGET_S,
    })
  } catch (err) {
    // Not started: nothing was spent (start gives back what it took).
    await finishRun(db, run.runId, { outcome: 'failed' })
    throw err
  }
  if (!started) {
    await finishRun(db, run.runId, { outcome: 'no_credits' })
    if (await pauseForNoCredits(db, run.watchId))
      await deps.mailer.send(pausedMail(address, `${deps.appOrigin}/dashboard`))
    return
  }
  const end = await deps.searches.outcome(started.search.id).catch(async (err: unknown) => {
    // Unreadable (an outage): the search settles its credit by its own rules; the run is
    // recorded as failed if the database lets it, instead of staying "running".
    await finishRun(db, run.runId, { outcome: 'failed' }).catch(() => undefined)
    throw err
  })
  if (end.type === 'error') {
    log.warn({ watchId: run.watchId, refunded: end.refunded }, `watch run ended: ${end.message}`)
    return finishRun(db, run.runId, { outcome: 'failed' })
  }
  if (end.refunded) return finishRun(db, run.runId, { outcome: 'refunded' })

  const findings = findingsOf(end.results)
  const previous = await lastDoneRun(db, run.watchId, run.runId)
  const { newSince, goneSince } = previous
    ? compareRuns(previous, findings)
    : { newSince: [], goneSince: [] }
  const names = { ...previous?.names, ...findings.names }
  const kept: Record<string, string> = {}
  for (const id of [...findings.found, ...goneSince]) kept[id] = names[id] ?? id
  await finishRun(db, run.runId, {
    outcome: 'done',
    found: findings.found,
    couldNotTell: findings.couldNotTell,
    names: kept,
    newSince,
    goneSince,
    compared: previous !== undefined,
  })
  if (!(await exists(db, run.watchId))) return
  const named = (ids: string[]) => ids.map((id) => kept[id] ?? id)
  await deps.mailer.send(
    runMail(
      address,
      {
        found: named(findings.found),
        newSince: named(newSince),
        goneSince: named(goneSince),
        compared: previous !== undefined,
        couldNotTell: findings.couldNotTell.length,
      },
      `${deps.appOrigin}/dashboard`,
    ),
  )
}
