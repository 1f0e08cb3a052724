/**
 * Air Astana (Nomad Club). POST
 * https://airastana.com/DesktopModules/AirAstana/NomadClubModule/NomadWS.asmx/CheckNomadEmail
 * with {"pEmail", "pLanguage": "en-US"} is the Nomad Club join form's check, answered in
 * ASP.NET's {"d": …} wrapper: {"d": true} when the address is free, {"d": "This e-mail is
 * already taken."} when a member uses it.
 *
 * Silent: the join form validates the address before enrolling anyone; nothing is sent.
 *
 * Answer shape from public tool data (2021), not verified live.
 */
import type { LookupModule } from '../types.ts'
import { buildRecord } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'

const TAKEN = /already taken/i

export const airastanaModule: LookupModule = {
  id: 'airastana',
  name: 'Air Astana Nomad Club',
  category: 'travel',
  types: ['email'],
  url: 'https://airastana.com/',
  hosts: ['airastana.com'],
  kind: 'module',
  finding: 'account',
  silence:
    "The Nomad Club join form's address check, made before anyone is enrolled; nothing is sent.",
  fixtures: { present: 'test@gmail.com', absent: 'zqnosuchuser7d1f9b3x@gmail.com' },
  async run(ctx) {
    const res = await ctx.http.request(
      'https://airastana.com/DesktopModules/AirAstana/NomadClubModule/NomadWS.asmx/CheckNomadEmail',
      {
        method: 'POST',
        headers: { accept: 'application/json, text/javascript, */*; q=0.01' },
        body: { pEmail: ctx.query, pLanguage: 'en-US' },
      },
    )
    if (res.status !== 200) return unexpected(res)
    const { d } = res.json<{ d?: unknown }>()
    if (d === true) return notFound('field d is true')
    if (typeof d === 'string' && TAKEN.test(d))
      return found(`field d says '${d}'`, buildRecord({ email: ctx.query }))
    return unrecognised('Nomad Club check answer')
  },
}
