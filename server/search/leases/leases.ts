import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import type { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import {
  settleSpend,
  type LeaseTerms,
  type SettleIntent,
  type Settlement,
} from '../../credits/ledger.ts'
import { isDatabaseUnavailable } from '../../db/unavailable.ts'
import type { CreditsBus } from '../../credits/bus.ts'
import { STOPPED_BEFORE_END, type SearchStore } from '../store/search-store.ts'
import {
  abandonedLeases,
  claimLease,
  spendsOf,
  markDelivered,
  renewLeases,
  wasRefunded,
} from './lease-rows.ts'

export interface LeaseOptions {
  /** How long a lease lasts without renewal: past it, its instance is presumed gone. */
  ttlMs: number
  /**
   * How old an abandoned lease must be before it is settled: the longest a search can run,
   * so a search is never settled under a live one's feet.
   */
  minAgeMs: number
}

/**
 * This instance's side of the search leases: it names itself, renews the leases of the
 * searches it runs, records when a first verdict was delivered, settles its searches (and
 * keeps retrying a settlement the database could not take), and settles the searches of
 * instances that stopped renewing theirs. It tells only what was made before it: the credits
 * bus of a refund, and the store of a search it settled for a gone instance (whose streams
 * read the store).
 */
export function createSearchLeases(
  db: Db,
  options: LeaseOptions & {
    /** Where the balance of a person whose credit went back is announced. */
    bus: CreditsBus
    /** Where an abandoned search's streams learn how it ended. */
    store: SearchStore
    warn?: (message: string, err: unknown) => void
  },
) {
  const { ttlMs, minAgeMs } = options
  // Renewed well before it lapses: a lease survives two missed sweeps.
  const sweepMs = Math.min(10_000, Math.floor(ttlMs / 3))
  const owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`
  const terms: LeaseTerms = { owner, ttlMs }
  /** Settlements the database refused (an outage): spend id → what was asked. */
  const pending = new Map<string, SettleIntent>()
  const warn = options.warn ?? ((message: string, err: unknown) => console.warn(message, err))

  async function settle(spendId: string, intent: SettleIntent, condition?: ReturnType<typeof sql>) {
    const result = await settleSpend(db, spendId, intent, condition)
    if (result.userId && result.outcome === 'refunded') void options.bus.publish(result.userId)
    return result.outcome
  }

  /** A search whose instance is gone was settled here: its streams end with the outcome. */
  async function endAbandoned(spendId: string, outcome: Settlement) {
    const { store } = options
    const id = await store.idOfSpend(spendId)
    if (!id) return
    await store.publish(id, {
      type: 'error',
      message: STOPPED_BEFORE_END,
      refunded: outcome === 'refunded',
    })
    await store.finish(id)
  }

  /** Renews this instance's leases and retries settlements left over from an outage. */
  async function renew() {
    await renewLeases(db, terms)
    for (const [spendId, intent] of pending) {
      await settle(spendId, intent)
      pending.delete(spendId)
    }
  }

  /**
   * Settles leases whose instance is gone: a credit goes back unless a verdict reached the
   * person. `everyOtherOwner` is for a process that knows it is alone (PGlite holds a lock
   * on its data): every lease not its own belongs to a dead process.
   */
  async function reconcile(scope: { everyOtherOwner?: boolean } = {}): Promise<number> {
    const abandoned = abandonedLeases(terms, { ...scope, minAgeMs })
    let settled = 0
    for (const spendId of await spendsOf(db, abandoned)) {
      // The condition again, inside the claim: a lease renewed meanwhile is not taken.
      const outcome = await settle(spendId, 'refund-unless-delivered', abandoned)
      if (outcome === 'already-settled') continue
      settled++
      await endAbandoned(spendId, outcome).catch((err: unknown) => warn('abandoned search', err))
    }
    return settled
  }

  let sweeping: Promise<void> | null = null
  const sweep = () => {
    sweeping ??= (async () => {
      try {
        await renew()
        await reconcile()
      } catch (err) {
        if (!isDatabaseUnavailable(err)) warn('search lease sweep failed', err)
      } finally {
        sweeping = null
      }
    })()
    return sweeping
  }
  const timer = setInterval(() => void sweep(), sweepMs)
  timer.unref()

  return {
    /** What a spend needs to take a lease for a search this instance runs. */
    terms,
    reconcile,

    /**
     * Takes the lease of a search this instance is about to run (it may have been queued by
     * another): false when the search was settled already, and must not run.
     */
    claim: (spendId: string) => claimLease(db, terms, spendId),

    /**
     * Records that a verdict is about to reach the person: a crash can no longer refund this
     * search. False when the search was settled already (its outcome says whether it may
     * still be shown: see `refunded`).
     */
    markDelivered: (spendId: string) => markDelivered(db, spendId),

    /** Whether a settled search's credit went back: what it found is then not to be shown. */
    refunded: (spendId: string) => wasRefunded(db, spendId),

    /**
     * Settles one of this instance's searches. During an outage the settlement is kept and
     * retried (the lease stays renewed meanwhile), and the intent is answered: a credit to
     * be given back will be, unless the order it came from is refunded first.
     */
    async settle(spendId: string, intent: SettleIntent): Promise<boolean> {
      try {
        return (await settle(spendId, intent)) === 'refunded'
      } catch (err) {
        if (!isDatabaseUnavailable(err)) throw err
        pending.set(spendId, intent)
        warn('search settlement waits for the database', err)
        return intent === 'refund'
      }
    },

    /** Stops the timer, after one last try at settlements still owed. */
    async close() {
      clearInterval(timer)
      await sweeping
      await renew().catch((err: unknown) => warn('search settlements left to other instances', err))
    },
  }
}

export type SearchLeases = ReturnType<typeof createSearchLeases>
