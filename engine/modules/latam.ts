/**
 * LATAM Airlines (LATAM Pass). GET
 * https://bff.latam.com/ws/api/customerportal/v1/rest/proxy/customerProfile/aliases?email=…
 * is the customer portal's alias search: {"data": {"matches": N}} with N ≥ 1 when member
 * profiles use the address, 0 when none does.
 *
 * Silent: a search the join form makes before it lets an address enrol; it sends nothing.
 *
 * Answer shape from public tool data (2021), not verified live.
 */
import { buildRecord, pv } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

export const latamModule = emailModule({
  id: 'latam',
  name: 'LATAM Airlines',
  category: 'travel',
  url: 'https://www.latam.com/',
  hosts: ['bff.latam.com'],
  finding: 'account',
  silence:
    "The customer portal's member alias search, made before an address may enrol; it sends nothing.",
  async run(ctx) {
    const res = await ctx.http.request(
      `https://bff.latam.com/ws/api/customerportal/v1/rest/proxy/customerProfile/aliases?${new URLSearchParams({ email: ctx.query })}`,
      { headers: { accept: 'application/json' } },
    )
    if (res.status !== 200) return unexpected(res)
    const matches = res.json<{ data?: { matches?: unknown } | null }>().data?.matches
    if (typeof matches !== 'number' || !Number.isInteger(matches) || matches < 0)
      return unrecognised('alias search answer')
    if (matches === 0) return notFound('field data.matches is 0')
    return found(
      `field data.matches is ${matches}`,
      buildRecord({ email: ctx.query }, [pv.int('profiles', 'Member profiles', matches)]),
    )
  },
})
