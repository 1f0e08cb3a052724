/** One part of a stop, named for the log should it be the one that never finishes. */
export type StopStep = [name: string, run: () => Promise<unknown>]

export interface StopOptions {
  /** Past this, the stop has failed: the process exits anyway, saying what held it. */
  deadlineMs: number
  log: {
    info(details: object, message: string): void
    error(details: object, message: string): void
  }
  exit?: (code: number) => void
}

/** What keeps the process alive right now, by kind: `{ TCPSocketWrap: 2, Timeout: 1 }`. */
export function openResources(): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const kind of process.getActiveResourcesInfo()) counts[kind] = (counts[kind] ?? 0) + 1
  return counts
}

/**
 * Runs a stop's steps one after another, then exits: 0 when every step finished, 1 when one
 * threw. The deadline is the last resort, never the plan: reaching it is a failure, logged at
 * error level with the step still running and what was still open, and the process exits.
 */
export async function stopInOrder(steps: StopStep[], options: StopOptions): Promise<void> {
  const exit = options.exit ?? ((code: number) => process.exit(code))
  const started = Date.now()
  let step = 'starting'
  const deadline = setTimeout(() => {
    options.log.error(
      { step, open: openResources(), ms: Date.now() - started },
      `forced exit: the stop did not finish within ${options.deadlineMs / 1000} s`,
    )
    exit(1)
  }, options.deadlineMs)
  deadline.unref()
  try {
    for (const [name, run] of steps) {
      step = name
      await run()
    }
  } catch (err) {
    clearTimeout(deadline)
    options.log.error({ err, step }, 'the stop failed')
    return exit(1)
  }
  clearTimeout(deadline)
  options.log.info({ ms: Date.now() - started }, 'stopped')
  exit(0)
}
