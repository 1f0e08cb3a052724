/**
 * Checks kept running after their search let go of them, only to learn how long their
 * platform takes. A search that cuts a check at its deadline reports it at once; without an
 * answer time, though, a platform that is slow but sure (or that hung once and is back) would
 * be cut again by every later search. So the cut check goes on, off the search, up to its
 * whole timeout, and its answer (or its hang) becomes the platform's history.
 *
 * One learner per platform at a time, and a bound per process: a platform that hangs for
 * everybody costs one socket, not one per search. A process that ends (the CLI once its report
 * is out) stops its learners: each hands over what it knows so far, then is ended.
 */

/** Learners one process keeps at once; a cut beyond it is simply ended. */
export const MAX_LEARNERS = 256

/** What a learner does when the process stops it: hand over its silence so far, and end. */
export type StopLearner = () => void

const learning = new Map<string, StopLearner | undefined>()
const idle: (() => void)[] = []

function released(moduleId: string) {
  learning.delete(moduleId)
  if (!learning.size) for (const resolve of idle.splice(0)) resolve()
}

/**
 * Claims the learner for a platform; undefined when it has one or the process is full.
 * `stop` is called if the process stops learners before this one has finished.
 */
export function claimLearner(moduleId: string, stop?: StopLearner): (() => void) | undefined {
  if (learning.has(moduleId) || learning.size >= MAX_LEARNERS) return undefined
  learning.set(moduleId, stop)
  let done = false
  return () => {
    if (done) return
    done = true
    released(moduleId)
  }
}

/** How many learners run now (tests, and the benchmark's report). */
export const learnersRunning = (): number => learning.size

/** Resolves once no learner runs (at once when none does). */
export function learnersSettled(): Promise<void> {
  if (!learning.size) return Promise.resolve()
  return new Promise((resolve) => idle.push(resolve))
}

/**
 * Stops every learner still running: each hands over what it knows (its silence so far) to
 * its platform's history, and its request ends. For a process about to exit.
 */
export function stopLearners(): void {
  for (const [moduleId, stop] of [...learning]) {
    stop?.()
    released(moduleId)
  }
}
