import { MockAgent } from 'undici'
import { createHttpClient } from './http/client.ts'
import { runModule } from './run-module.ts'
import type { DnsResolver, LookupModule, ModuleResult, QueryType } from './types.ts'

/**
 * Fakes platforms at the HTTP boundary: a module runs through the real engine client
 * (host checks, redirects, decompression, block detection) against recorded answers.
 *
 *   const platform = mockPlatform()
 *   platform.agent.get('https://api.github.com').intercept({ path: '/users/octocat' }).reply(200, fixture)
 *   const result = await platform.run(githubModule, 'octocat')
 */
export function mockPlatform() {
  const agent = new MockAgent({ enableCallHistory: true })
  agent.disableNetConnect()
  const http = createHttpClient({ dispatcher: agent })
  return {
    agent,
    http,
    run(
      module: LookupModule,
      query: string,
      type: QueryType = module.types[0] ?? 'username',
      extra: {
        env?: Record<string, string>
        signal?: AbortSignal
        timeoutMs?: number
        dns?: DnsResolver
      } = {},
    ): Promise<ModuleResult> {
      return runModule({ module, query, type, http, ...extra })
    },
    /** Every request the module made, as "METHOD https://host/path?query". */
    calls(): string[] {
      return (
        agent
          .getCallHistory()
          ?.calls()
          .map((c) => `${c.method} ${c.fullUrl}`) ?? []
      )
    },
    close: () => agent.close(),
  }
}

/** How a made-up platform answers a request, from where it was sent and what it carried. */
type AnswerToAll = (request: { path: string; origin?: string; body?: unknown }) => {
  statusCode: number
  data?: string
  responseOptions?: { headers?: Record<string, string> }
}

/**
 * An agent that answers every request, whatever its origin, path or method, with `reply`: a
 * platform that a test makes up as it is asked.
 */
export function answeringEverything(reply: AnswerToAll): MockAgent {
  const agent = new MockAgent()
  agent.disableNetConnect()
  agent
    .get(() => true)
    .intercept({ path: () => true, method: () => true })
    .reply(reply)
    .persist()
  return agent
}
