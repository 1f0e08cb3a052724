/**
 * GitHub by email, in two steps.
 * 1. GET https://api.github.com/search/users?q={email} in:email finds accounts that show the
 *    address on their public profile: {"total_count","items":[{login,id,avatar_url,html_url}]}.
 * 2. Otherwise the sign-up form's own check: GET https://github.com/signup for the session
 *    cookie and the CSRF token of its <auto-check src="/email_validity_checks"> field, then
 *    POST https://github.com/email_validity_checks (authenticity_token, value) answers
 *    "… already associated with an account …" or "Email is available".
 *
 * Silent: a public search, and the sign-up form's field validation, which creates nothing and
 * sends nothing.
 */
import type { HttpClient, Outcome } from '../types.ts'
import { cookieHeader, cookiesFrom } from './_email/cookies.ts'
import { buildRecord, pv } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

interface SearchHit {
  login?: string
  id?: number
  avatar_url?: string
  html_url?: string
  type?: string
}

const TOKEN =
  /<auto-check[^>]*src="\/email_validity_checks"[\s\S]*?<input[^>]*value="([^"]+)"[^>]*data-csrf="true"/

async function searchPublicEmail(http: HttpClient, email: string): Promise<SearchHit[]> {
  const q = new URLSearchParams({ q: `${email} in:email` })
  const res = await http.request(`https://api.github.com/search/users?${q}`, {
    headers: { accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28' },
    // A spent search quota only skips this step; the sign-up check still answers.
    detectBlocks: false,
  })
  if (res.status !== 200) return []
  const items = res.json<{ items?: SearchHit[] }>().items
  return Array.isArray(items) ? items.filter((item) => item.login) : []
}

async function signupCheck(http: HttpClient, email: string): Promise<Outcome> {
  const page = await http.request('https://github.com/signup')
  if (page.status !== 200) return unexpected(page, 'sign-up page')
  const token = TOKEN.exec(page.text)?.[1]
  if (!token) {
    return { status: 'unknown', reason: 'captcha', message: 'GitHub withheld its sign-up form' }
  }
  const res = await http.request('https://github.com/email_validity_checks', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: '*/*',
      origin: 'https://github.com',
      referer: 'https://github.com/signup',
      cookie: cookieHeader(cookiesFrom(page)),
    },
    body: new URLSearchParams({ authenticity_token: token, value: email }).toString(),
  })
  if (/already associated with an account/i.test(res.text)) {
    return found(
      'the sign-up check says the address is already associated with an account',
      buildRecord({ email }, [pv.str('matched_by', 'Matched by', 'sign-up check')]),
    )
  }
  if (res.status === 200 && /Email is available/i.test(res.text)) {
    return notFound('the sign-up check says "Email is available"')
  }
  return res.status === 200 ? unrecognised('email check answer') : unexpected(res)
}

export const githubEmailModule = emailModule({
  id: 'github-email',
  name: 'GitHub',
  category: 'coding',
  url: 'https://github.com/{}',
  hosts: ['api.github.com', 'github.com'],
  silence:
    "A public user search, then the sign-up form's own field check; neither creates an account or sends anything.",
  fixtures: { present: 'torvalds@linux-foundation.org', absent: 'zqnosuchuser7d1f9b3x@gmail.com' },
  async run(ctx) {
    const hits = await searchPublicEmail(ctx.http, ctx.query)
    if (hits.length === 0) return signupCheck(ctx.http, ctx.query)
    // A hit carries no address to compare: GitHub matched it on the public email itself.
    const logins = hits.map((hit) => `'${hit.login}'`).join(', ')
    return found(
      `the user search in:email lists ${logins}`,
      ...hits.map((hit) =>
        buildRecord(
          {
            email: ctx.query,
            username: hit.login,
            id: hit.id,
            picture_url: hit.avatar_url,
            profile_url: hit.html_url,
          },
          [
            pv.str('account_type', 'Account type', hit.type),
            pv.str('matched_by', 'Matched by', 'public profile email'),
          ],
        ),
      ),
    )
  },
})
