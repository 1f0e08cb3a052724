/**
 * Skyscanner. POST https://mobile.ds.skyscanner.net/g/traveller-auth-service/accounts/v2/search
 * with {"email"} is the app's account lookup before sign-in: HTTP 200 with
 * {"providers": [{"type", "state": "VERIFIED" | "UNVERIFIED"}, …]} when a traveller account
 * uses the address, HTTP 404 with the service's own {"code": 404, "message": "Not Found"}
 * when none does.
 *
 * Silent: a search of accounts that picks the next sign-in step; it sends no code or link.
 *
 * Answer shape from public tool data, not verified live.
 */
import { throwIfBlocked } from './_shared/blocks.ts'
import { buildRecord, pv } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

interface SearchAnswer {
  providers?: { type?: string; state?: string }[]
  code?: unknown
  message?: unknown
}

export const skyscannerModule = emailModule({
  id: 'skyscanner',
  name: 'Skyscanner',
  category: 'travel',
  url: 'https://www.skyscanner.net/',
  hosts: ['mobile.ds.skyscanner.net'],
  finding: 'account',
  silence: "The app's account search that picks the next sign-in step; it sends no code or link.",
  async run(ctx) {
    const res = await ctx.http.request(
      'https://mobile.ds.skyscanner.net/g/traveller-auth-service/accounts/v2/search',
      {
        method: 'POST',
        headers: {
          accept: 'application/json',
          origin: 'https://www.skyscanner.net',
          'x-skyscanner-client': 'skyscanner_android_app',
          'x-skyscanner-authenticated': 'false',
          'x-skyscanner-locale': 'en-US',
          'x-skyscanner-market': 'US',
        },
        body: { email: ctx.query },
        // 404 is this service's answer for "no account"; everything else still meets the walls.
        detectBlocks: false,
      },
    )
    const json = /json/i.test(res.headers['content-type'] ?? '')
    if (res.status !== 404 || !json) throwIfBlocked(res)
    if ((res.status !== 200 && res.status !== 404) || !json) return unexpected(res)
    const answer = res.json<SearchAnswer>()
    if (res.status === 404) {
      // A 404 counts only in the service's own words, not as any missing page.
      if (answer.code === 404 && answer.message === 'Not Found')
        return notFound('code 404 "Not Found" in the account search\'s own answer')
      return unexpected(res)
    }
    const providers = Array.isArray(answer.providers) ? answer.providers : []
    if (providers.length === 0) return unrecognised('account search answer without providers')
    return found(
      `field providers lists ${providers.length} sign-in provider${providers.length === 1 ? '' : 's'}`,
      buildRecord({ email: ctx.query }, [
        pv.str(
          'providers',
          'Sign-in providers',
          providers.map((p) => [p.type, p.state].filter(Boolean).join(' ')).join(', '),
        ),
      ]),
    )
  },
})
