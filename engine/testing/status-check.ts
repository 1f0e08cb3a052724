import type { LookupModule, Outcome, QueryType } from '../types.ts'

export interface StatusCheckOptions {
  /** The query type it serves: username unless told (a phone check finds an account). */
  type?: Extract<QueryType, 'username' | 'phone'>
  /** The platform's host: `<id>.example` unless told. */
  host?: string
  /** Where it asks about the query: `/u/<query>` unless told. */
  path?: (query: string) => string
  name?: string
  fixtures: LookupModule['fixtures']
  /** What an answer of another status than 200 or 404 means: found, as any other, unless told. */
  otherwise?: (status: number) => Outcome
  /** Anything else the module declares (countries, kind). */
  extra?: Partial<LookupModule>
}

/**
 * A check of a made-up platform that reads the status alone: 404 is not found, 200 found with
 * the query in its record. What the server and the CLI do with results, without a real
 * platform's parsing.
 */
export function statusCheck(id: string, options: StatusCheckOptions): LookupModule {
  const { type = 'username', host = `${id}.example`, path = (q: string) => `/u/${q}` } = options
  const field = type === 'phone' ? 'phone' : 'username'
  return {
    id,
    name: options.name ?? id.toUpperCase(),
    category: 'social',
    types: [type],
    url: type === 'phone' ? `https://${host}/` : `https://${host}/{}`,
    hosts: [host],
    kind: 'module',
    ...(type === 'phone' ? { finding: 'account' as const } : {}),
    fixtures: options.fixtures,
    async run(ctx) {
      const res = await ctx.http.request(`https://${host}${path(ctx.query)}`, {
        detectBlocks: false,
      })
      if (res.status === 404) return { status: 'not_found', proof: 'HTTP 404' }
      if (res.status !== 200 && options.otherwise) return options.otherwise(res.status)
      return {
        status: 'found',
        proof: type === 'phone' ? 'the number is registered' : 'a profile page',
        records: [
          {
            [field]: {
              value: ctx.query,
              type: 'str',
              proper_key: field === 'phone' ? 'Phone' : 'Username',
            },
          },
        ],
      }
    },
    ...options.extra,
  }
}
