/**
 * JetBlue TrueBlue. GET https://trueblue.jetblue.com/b2c/search?customer.address.email=… is
 * the TrueBlue join form's member search: {"found": true} when a member uses the address,
 * {"found": false} when not.
 *
 * Silent: the join form searches before it lets an address enrol; it sends nothing.
 *
 * Answer shape from public tool data (2021), not verified live.
 */
import { flagCheck } from './_email/account-check.ts'
import { unexpected } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

export const jetblueModule = emailModule({
  id: 'jetblue',
  name: 'JetBlue TrueBlue',
  category: 'travel',
  url: 'https://trueblue.jetblue.com/',
  hosts: ['trueblue.jetblue.com'],
  finding: 'account',
  silence:
    "The TrueBlue join form's member search, made before an address may enrol; it sends nothing.",
  async run(ctx) {
    const params = new URLSearchParams({ 'customer.address.email': ctx.query })
    const res = await ctx.http.request(`https://trueblue.jetblue.com/b2c/search?${params}`, {
      headers: { accept: 'application/json' },
    })
    if (res.status !== 200) return unexpected(res)
    const answer = res.json<{ found?: unknown }>()
    return flagCheck(ctx.query, 'found', answer.found, true, 'member search answer')
  },
})
