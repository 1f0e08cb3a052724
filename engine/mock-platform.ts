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
