import { MockAgent, type Dispatcher } from 'undici'
import type { DnsResolver, LookupModule } from '../types.ts'

/**
 * A fake platform for every host at once, for suites that run hundreds of modules against
 * one canned answer (the contract, the query-encoding property).
 */

/** Answers every request, on any host, the same way; records what was asked. */
export interface CatchAll {
  agent: MockAgent
  dispatcher: Dispatcher
  /** "METHOD full-url" of every request so far. */
  requests(): string[]
  /** Resolves at the first request. */
  firstRequest: Promise<void>
}

export type CannedAnswer =
  | { status: number; body: string; headers?: Record<string, string>; delayMs?: number }
  /** A page that echoes the address it was asked at (its canonical URL, say). */
  | { status: number; bodyFor: (url: string) => string; headers?: Record<string, string> }
  | { error: Error }

export function catchAll(answer: CannedAnswer, options: { history?: boolean } = {}): CatchAll {
  // Recording every call costs a quarter of a check: only callers that read requests() pay.
  const agent = new MockAgent({ enableCallHistory: options.history ?? false })
  agent.disableNetConnect()
  const interceptor = agent.get(() => true).intercept({ path: () => true, method: () => true })
  if ('error' in answer) interceptor.replyWithError(answer.error).persist()
  else if ('bodyFor' in answer) {
    interceptor
      .reply((options) => ({
        statusCode: answer.status,
        data: answer.bodyFor(`${String(options.origin)}${String(options.path)}`),
        responseOptions: { headers: answer.headers ?? {} },
      }))
      .persist()
  } else {
    const scope = interceptor.reply(answer.status, answer.body, { headers: answer.headers ?? {} })
    if (answer.delayMs) scope.delay(answer.delayMs)
    scope.persist()
  }
  let notify = () => undefined as void
  const firstRequest = new Promise<void>((resolve) => (notify = resolve))
  const dispatcher = agent.compose((dispatch) => (options, handler) => {
    notify()
    return dispatch(options, handler)
  })
  return {
    agent,
    dispatcher,
    requests: () =>
      agent
        .getCallHistory()
        ?.calls()
        .map((c) => `${c.method} ${c.fullUrl}`) ?? [],
    firstRequest,
  }
}

/** An MX answer for email modules, so none of them reaches a real resolver. */
export const fakeDns: DnsResolver = {
  resolveMx: async () => [{ exchange: 'mx.example.com', priority: 10 }],
}

/** Every API key the catalogue asks for, set to a dummy, so provider modules run too. */
export function dummyKeys(modules: readonly LookupModule[]): Record<string, string> {
  return Object.fromEntries(
    modules.flatMap((m) => (m.needsKey ? [[m.needsKey, 'contract-test-key']] : [])),
  )
}
