import { runSearch, type RunSearchOptions } from '../run-search.ts'
import { emptyLatencyBook } from '../timing/latency-history.ts'
import { trustingCanaries } from '../vouching/vouching.ts'
import type { LookupModule, ModuleResult, Outcome, StreamMessage } from '../types.ts'

/** A module whose `run` the test writes: the runner's own behaviour, without a platform. */
export function fakeModule(
  id: string,
  run: LookupModule['run'],
  extra: Partial<LookupModule> = {},
): LookupModule {
  return {
    id,
    name: `Name of ${id}`,
    category: 'social',
    types: ['username'],
    url: `https://${id}.example/{}`,
    hosts: [`${id}.example`],
    kind: 'module',
    fixtures: { present: 'alice', absent: 'nobody-here-123' },
    run,
    ...extra,
  }
}

export const never = () => new Promise<Outcome>(() => undefined)
export const FOUND: Outcome = { status: 'found', records: [{}], proof: 'made up' }
export const NOT_FOUND: Outcome = { status: 'not_found', proof: 'made up' }

/** An outcome after `ms`. */
export const after = (ms: number, outcome: Outcome) => () =>
  new Promise<Outcome>((resolve) => setTimeout(() => resolve(outcome), ms))

export async function collect(stream: AsyncIterable<StreamMessage>): Promise<StreamMessage[]> {
  const messages: StreamMessage[] = []
  for await (const message of stream) messages.push(message)
  return messages
}

export const resultsOf = (messages: StreamMessage[]): ModuleResult[] =>
  messages.flatMap((m) => (m.type === 'result' ? [m.data] : []))

/**
 * What the runner's own tests search with: canaries that vouch for every verdict, and no
 * answer times (each check waits its module timeout, or the stragglers' deadline).
 */
export const trustNoHistory = () => ({ canaries: trustingCanaries, latency: emptyLatencyBook() })

/** runSearch as the runner's own tests drive it: `trustNoHistory`, a username search for `alice`. */
export function bareSearch(options: Partial<RunSearchOptions> & Pick<RunSearchOptions, 'modules'>) {
  return runSearch({
    ...trustNoHistory(),
    type: 'username',
    query: 'alice',
    ...options,
  })
}
