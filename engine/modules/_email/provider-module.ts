import type { HttpResponse, LookupModule, ModuleContext, Outcome } from '../../types.ts'
import { providerErrorOutcome, withKeyRedacted } from './provider-answers.ts'
import type { Ask } from './one-request-check.ts'

/** A paid data provider's check as its file declares it: the kind goes without saying. */
export type ProviderCheck = Omit<LookupModule, 'kind' | 'needsKey' | 'run'> & {
  /** The environment variable that holds the API key. */
  needsKey: string
  /** The provider as its error messages name it. */
  provider: string
  /** The one request, carrying the key. */
  ask(ctx: ModuleContext, key: string): Ask
  /** The verdict from the provider's answer, once its HTTP errors are ruled out. */
  read(res: HttpResponse, ctx: ModuleContext, key: string): Outcome
}

/**
 * A module that asks a paid data provider once. Without its key it answers an error naming the
 * variable. The provider's HTTP errors (a bad key, no credit, a quota, an outage) become the
 * results of providerErrorOutcome, and nothing the check throws can carry the key out.
 */
export function providerModule({ provider, ask, read, ...check }: ProviderCheck): LookupModule {
  return {
    kind: 'provider',
    ...check,
    async run(ctx) {
      const key = ctx.env[check.needsKey] ?? ''
      if (!key) return { status: 'error', message: `${check.needsKey} is not set` }
      return withKeyRedacted(key, async () => {
        const { url, options } = ask(ctx, key)
        // The provider's 401/403/429 are key and quota problems, named by providerErrorOutcome.
        const res = await ctx.http.request(url, { ...options, detectBlocks: false })
        return providerErrorOutcome(provider, res) ?? read(res, ctx, key)
      })
    },
  }
}
