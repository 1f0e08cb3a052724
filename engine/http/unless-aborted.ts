/** What a cancelled wait rejects with: the signal's reason, or a plain error naming the wait. */
export const abortError = (signal: AbortSignal, what: string) =>
  signal.reason instanceof Error ? signal.reason : new Error(`${what} cancelled`)

/** `answer`, or a rejection as soon as `signal` aborts (what was asked goes on). */
export function unlessAborted<T>(
  answer: Promise<T>,
  signal: AbortSignal,
  what: string,
): Promise<T> {
  if (signal.aborted) return Promise.reject(abortError(signal, what))
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError(signal, what))
    signal.addEventListener('abort', onAbort, { once: true })
    answer.then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        resolve(value)
      },
      (err: unknown) => {
        signal.removeEventListener('abort', onAbort)
        reject(err as Error)
      },
    )
  })
}
