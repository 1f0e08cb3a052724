import type { LookupModule, ModuleResult } from '../types.ts'
import type { Question } from './canaries.ts'

/**
 * What a search asks before it gives a verdict: does the check still work on its platform?
 * The process's canaries (canaries.ts) answer in production.
 */
export interface Vouching {
  confirm(module: LookupModule, question: Question, result: ModuleResult): Promise<ModuleResult>
  /**
   * Starts, beside a slow check still out, what its verdict will wait for
   * (engine/vouching/beside.ts); `confirm` then finds it made or under way.
   */
  beside(module: LookupModule, question: Question): void
}

/**
 * Vouches for every verdict without asking the platform: for runs about the runner or the
 * network rather than the sites (the runner's tests, the benchmark's warm canaries).
 */
export const trustingCanaries: Vouching = {
  confirm: async (_module, _question, result) => result,
  beside: () => undefined,
}
