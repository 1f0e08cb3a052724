/**
 * Checks kept running after their search let go of them, only to learn how long their
 * platform takes. A search that cuts a check at its deadline reports it at once; without an
 * answer time, though, a platform that is slow but sure (or that hung once and is back) would
 * be cut again by every later search. So the cut check goes on, off the search, up to its
 * whole timeout, and its answer (or its hang) becomes the platform's history.
 *
 * One learner per platform at a time, and a bound per process: a platform that hangs for
 * everybody costs one socket, not one per search.
 */

/** Learners one process keeps at once; a cut beyond it is simply ended. */
export const MAX_LEARNERS = 256

const learning = new Set<string>()

/** Claims the learner for a platform; undefined when it has one or the process is full. */
export function claimLearner(moduleId: string): (() => void) | undefined {
  if (learning.has(moduleId) || learning.size >= MAX_LEARNERS) return undefined
  learning.add(moduleId)
  let released = false
  return () => {
    if (released) return
    released = true
    learning.delete(moduleId)
  }
}

/** How many learners run now (tests, and the benchmark's report). */
export const learnersRunning = (): number => learning.size
