/**
 * SoundCloud. GET https://soundcloud.com/ carries the web app's public client id
 * ("clientId":"…" in its runtime config); GET
 * https://api-auth.soundcloud.com/web-auth/identifier?q=…&client_id=… is the sign-in
 * box's first question: {"status": "in_use"} when an account uses the address,
 * {"status": "available"} when not.
 *
 * Silent: the answer only decides between the password step and sign-up; it sends no code
 * and no mail, and the module never takes the next step.
 *
 * Answer shape from public tool data, not verified live.
 */
import { readOneValue } from './_email/account-check.ts'
import { unexpected } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

const CLIENT_ID = /"clientId"\s*:\s*"([A-Za-z0-9]+)"/

export const soundcloudEmailModule = emailModule({
  id: 'soundcloud-email',
  name: 'SoundCloud',
  category: 'music',
  url: 'https://soundcloud.com/',
  hosts: ['soundcloud.com', 'api-auth.soundcloud.com'],
  finding: 'account',
  silence:
    "The sign-in box's first question, which only decides between the password step and sign-up; it sends no code or mail, and the next step is never taken.",
  async run(ctx) {
    const page = await ctx.http.request('https://soundcloud.com/', {
      headers: { accept: 'text/html' },
    })
    if (page.status !== 200) return unexpected(page, 'home page')
    const clientId = CLIENT_ID.exec(page.text)?.[1]
    if (!clientId)
      return { status: 'unknown', reason: 'unrecognised', message: 'SoundCloud gave no client id' }
    const params = new URLSearchParams({ q: ctx.query, client_id: clientId })
    const res = await ctx.http.request(
      `https://api-auth.soundcloud.com/web-auth/identifier?${params}`,
      { headers: { accept: 'application/json', origin: 'https://soundcloud.com' } },
    )
    return readOneValue(res, ctx.query, {
      at: 'status',
      taken: ['in_use'],
      free: ['available'],
      what: 'identifier answer',
    })
  },
})
