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
import { buildRecord } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

const TAKEN = /already taken/i

export const airastanaModule = emailModule({
  id: 'airastana',
  name: 'Air Astana Nomad Club',
  category: 'travel',
  url: 'https://airastana.com/',
  hosts: ['airastana.com'],
  finding: 'account',
  silence:
    "The Nomad Club join form's address check, made before anyone is enrolled; nothing is sent.",
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
})
