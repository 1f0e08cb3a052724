import type { HttpRequestOptions, HttpResponse, LookupModule, Outcome } from '../../types.ts'
import { unexpected } from '../_shared/outcomes.ts'
import { type OneValue, readOneValue } from './account-check.ts'
import { cookieHeader, cookiesFrom } from './cookies.ts'
import { type EmailCheck, emailModule } from './email-module.ts'
import type { Ask } from './one-request-check.ts'

/** What the form's page gave the check: its cookies, and the token read from it. */
export interface PageSession<Token> {
  /** The page's cookies, as a `cookie` request header. */
  cookie: string
  /** What was read from the page (undefined when the check reads nothing). */
  token: Token
}

export interface PageThenAsk<Token> extends Omit<EmailCheck, 'run'> {
  /** The page the platform's form stands on, opened first; `what` names it when it fails. */
  page: { url: string; what: string } & Pick<HttpRequestOptions, 'headers' | 'maxBytes'>
  /**
   * What the page must give for the check to be asked (a form token, a session cookie):
   * `read` finds it, `missing` is the message of the unknown result without it.
   */
  token?: {
    read: (page: HttpResponse, cookies: Map<string, string>) => Token | undefined
    missing: string
  }
  /** The one request about the address, carrying the page's session. */
  ask: (email: string, session: PageSession<Token>) => Ask
  /** How its answer holds the one value that decides, or how the whole answer is read. */
  answer: OneValue | ((res: HttpResponse, email: string) => Outcome)
}

/**
 * An email check whose form must be opened before it asks, as the platform's own page does:
 * the page gives a session (cookies) and often a token, then one request about the address
 * answers with one deciding value.
 */
export function pageThenAsk<Token = string>({
  page,
  token,
  ask,
  answer,
  ...check
}: PageThenAsk<Token>): LookupModule {
  // A registration check: it learns that an account exists, not a profile.
  return emailModule({
    finding: 'account',
    ...check,
    async run(ctx) {
      const { url: pageUrl, what, ...options } = page
      const opened = await ctx.http.request(pageUrl, options)
      if (opened.status !== 200) return unexpected(opened, what)
      const cookies = cookiesFrom(opened)
      const value = token?.read(opened, cookies)
      if (token && !value)
        return { status: 'unknown', reason: 'unrecognised', message: token.missing }
      const { url, options: asked } = ask(ctx.query, {
        cookie: cookieHeader(cookies),
        token: value as Token,
      })
      const res = await ctx.http.request(url, asked)
      return typeof answer === 'function'
        ? answer(res, ctx.query)
        : readOneValue(res, ctx.query, answer)
    },
  })
}
