/**
 * For unit tests: the server as fetch sees it. Each call gets the next recorded answer (a
 * reply, or the error a failed connection throws), and the requests sent are kept to look at.
 */
import { vi } from 'vitest'
import { SearchRequestError } from './request-error.ts'

export function answerWith(...answers: (Response | Error)[]) {
  const sent: { path: string; init: RequestInit }[] = []
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    sent.push({ path, init })
    const answer = answers.shift()
    if (answer === undefined) throw new Error(`no answer recorded for ${path}`)
    if (answer instanceof Error) throw answer
    return answer
  })
  return sent
}

/** What a call threw; a call that succeeds fails the test. */
export async function rejection(call: Promise<unknown>): Promise<unknown> {
  try {
    await call
  } catch (error) {
    return error
  }
  throw new Error('the call succeeded')
}

/** The classified error a search call threw. */
export async function classifiedRejection(call: Promise<unknown>) {
  const error = await rejection(call)
  if (error instanceof SearchRequestError) return error.classified
  throw error
}
