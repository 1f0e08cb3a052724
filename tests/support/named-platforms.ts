import { notFound } from '../../engine/modules/_shared/outcomes.ts'
import type { LookupModule } from '../../engine/types.ts'

/**
 * `count` platforms, each on a name of its own (`p7.platforms.test`), as the catalogue's
 * are: every check must resolve its platform's name before it can ask anything. The tests
 * that use them answer those names from a fake DNS server, or never.
 */
export function namedPlatforms(count: number): LookupModule[] {
  return Array.from({ length: count }, (_, i): LookupModule => {
    const host = `p${i}.platforms.test`
    return {
      id: `named-${i}`,
      name: `Named ${i}`,
      category: 'social',
      types: ['username', 'email'],
      url: `https://${host}/u/{}`,
      hosts: [host],
      kind: 'module',
      fixtures: { present: 'someone', absent: 'nobody' },
      async run(ctx) {
        const res = await ctx.http.request(`https://${host}/u/${encodeURIComponent(ctx.query)}`)
        return res.status === 404 ? notFound('HTTP 404') : notFound(`HTTP ${res.status}`)
      },
    }
  })
}
