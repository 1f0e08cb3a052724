import type { FastifyBaseLogger } from 'fastify'
import type { SearchStreamMessage } from '../../../shared/module-result.ts'
import { toldNothing } from '../../../shared/coverage.ts'
import type { SearchLeases } from '../leases/leases.ts'
import type { SearchState, SearchStore } from '../store/search-store.ts'

/**
 * Hands the owner the messages so far, then each new one, in order. Before a first verdict
 * is shown it is recorded on the search's lease (from then on the credit is spent); once a
 * search was refunded, what it found is withheld: a refunded search is not read for free.
 * Resolves once the messages so far are handed over, with the function that stops it.
 */
export async function deliver(
  deps: { leases: SearchLeases; store: SearchStore; log: FastifyBaseLogger },
  search: SearchState,
  show: (message: SearchStreamMessage) => void,
): Promise<() => void> {
  const { leases, log } = deps
  let verdictShown = false
  const mayShow = async (message: SearchStreamMessage) => {
    if (verdictShown || message.type !== 'result' || toldNothing([message.data])) return true
    try {
      verdictShown =
        (await leases.markDelivered(search.spendId)) || !(await leases.refunded(search.spendId))
      return verdictShown
    } catch (err) {
      // The database cannot take it now: shown anyway, as the owner is waiting for it.
      log.warn({ err, searchId: search.id }, 'could not record a delivered verdict')
      return true
    }
  }
  let handing = Promise.resolve()
  const unsubscribe = await deps.store.subscribe(search.id, (message) => {
    handing = handing.then(async () => {
      if (await mayShow(message)) show(message)
    })
  })
  await handing
  return unsubscribe
}
