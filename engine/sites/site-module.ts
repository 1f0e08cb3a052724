import type { LookupModule, Outcome } from '../types.ts'
import { judge, type SiteRule } from './detect.ts'
import { profileAddress } from './identity.ts'
import type { SiteEntry } from './schema.ts'
import { QueryNotPlaceableError, fillBody, fillUrl } from './url-template.ts'

/** Turns one manifest entry into a lookup module that runs through the shared engine client. */
export function siteModule(entry: SiteEntry): LookupModule {
  const pattern = entry.usernamePattern === undefined ? null : new RegExp(entry.usernamePattern)
  const probe = entry.probe
  const rule: SiteRule = { ...entry, address: profileAddress(entry.url, entry.hosts) }
  return {
    id: entry.id,
    name: entry.name,
    category: entry.category,
    types: ['username'],
    url: entry.url,
    hosts: entry.hosts,
    kind: 'site',
    ...(entry.adult ? { adult: true } : {}),
    ...(entry.timeoutMs ? { timeoutMs: entry.timeoutMs } : {}),
    ...(entry.rank ? { rank: entry.rank } : {}),
    sources: entry.sources,
    fixtures: entry.fixtures,
    async run(ctx): Promise<Outcome> {
      // The site's own username rule makes such an account impossible there.
      if (pattern && !pattern.test(ctx.query)) {
        return { status: 'not_found', proof: `the name breaks ${entry.name}'s username rule` }
      }
      let target: string
      let profileUrl: string
      try {
        target = fillUrl(probe?.url ?? entry.url, ctx.query)
        profileUrl = fillUrl(entry.url, ctx.query)
      } catch (err) {
        if (err instanceof QueryNotPlaceableError) return { status: 'error', message: err.message }
        throw err
      }
      const res = await ctx.http.request(target, {
        method: probe?.method ?? 'GET',
        ...(probe?.headers ? { headers: probe.headers } : {}),
        ...(probe?.body === undefined ? {} : { body: fillBody(probe.body, ctx.query) }),
        followRedirects: entry.followRedirects ?? true,
      })
      const judgement = judge(rule, res, ctx.query)
      switch (judgement.verdict) {
        case 'present':
          return {
            status: 'found',
            proof: judgement.proof,
            records: [
              {
                username: { value: ctx.query, type: 'str', proper_key: 'Username' },
                profile_url: { value: profileUrl, type: 'url', proper_key: 'Profile URL' },
              },
            ],
          }
        case 'absent':
          return { status: 'not_found', proof: judgement.proof }
        default:
          return { status: 'unknown', reason: judgement.reason, message: judgement.message }
      }
    },
  }
}
