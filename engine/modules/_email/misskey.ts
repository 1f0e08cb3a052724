import type { LookupModule } from '../../types.ts'
import { emailModule } from './email-module.ts'
import { buildRecord } from '../_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from '../_shared/outcomes.ts'

/**
 * The sign-up form's address check every Misskey server ships (and its forks keep): POST
 * {server}/api/email-address/available with {"emailAddress"} (no credential) answers
 * {"available":true,"reason":null} when the address may sign up, and
 * {"available":false,"reason":"used"} when an account of that server holds it as its verified
 * address. Other refusals ("format", "disposable", "mx", "smtp", "banned") say nothing about an
 * account. (Misskey's EmailService.validateEmailForAccount: only verified addresses count as
 * used.)
 *
 * Silent: it is the field check the sign-up page runs while the address is typed. It creates
 * nothing and sends no mail; the confirmation mail belongs to the sign-up itself, never sent.
 */
export interface MisskeyServer {
  id: string
  name: string
  /** https origin of the server, e.g. https://misskey.io */
  origin: string
}

/** The Silent paragraph above, for every server's catalogue entry. */
const MISSKEY_SILENCE =
  "The sign-up page's address field check (email-address/available); it creates nothing and sends no mail."

interface AvailableAnswer {
  available?: unknown
  reason?: unknown
}

export function misskeyEmailCheck(server: MisskeyServer): LookupModule {
  return emailModule({
    id: server.id,
    name: server.name,
    category: 'social',
    url: `${server.origin}/`,
    hosts: [new URL(server.origin).host],
    finding: 'account',
    silence: MISSKEY_SILENCE,
    async run(ctx) {
      const res = await ctx.http.request(`${server.origin}/api/email-address/available`, {
        method: 'POST',
        headers: { accept: 'application/json', origin: server.origin },
        body: { emailAddress: ctx.query },
      })
      if (res.status !== 200) return unexpected(res)
      const answer = res.json<AvailableAnswer>()
      if (answer.available === true && answer.reason === null) {
        return notFound('field available is true')
      }
      if (answer.available === false && answer.reason === 'used') {
        return found('field reason is "used"', buildRecord({ email: ctx.query }))
      }
      // Refused for the address itself (format, disposable, banned domain …), or a new shape.
      return unrecognised('address check answer')
    },
  })
}
