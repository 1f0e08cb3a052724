import type { HttpRequestOptions, HttpResponse, LookupModule, Outcome } from '../../types.ts'
import { type OneValue, readOneValue } from './account-check.ts'
import { type EmailCheck, emailModule } from './email-module.ts'

/** A request as the platform's own page makes it. */
export interface Ask {
  url: string
  options: HttpRequestOptions
}

export interface OneRequestCheck extends Omit<EmailCheck, 'run'> {
  /** The one request the platform's page makes about a typed address. */
  ask: (email: string) => Ask
  /** How its answer holds the one value that decides, or how the whole answer is read. */
  answer: OneValue | ((res: HttpResponse, email: string) => Outcome)
}

/**
 * An email check made of one request and one value in its answer, as most sign-up and
 * sign-in forms ask "is this address taken?".
 */
export function oneRequestCheck({ ask, answer, ...check }: OneRequestCheck): LookupModule {
  // A registration check: it learns that an account exists, not a profile.
  return emailModule({
    finding: 'account',
    ...check,
    async run(ctx) {
      const { url, options } = ask(ctx.query)
      const res = await ctx.http.request(url, options)
      return typeof answer === 'function'
        ? answer(res, ctx.query)
        : readOneValue(res, ctx.query, answer)
    },
  })
}

type Strings = Record<string, string>

/** How a page's form encodes its fields. */
export const FORM_ENCODED = 'application/x-www-form-urlencoded; charset=UTF-8'

/** What a page's own script adds to the requests it makes. */
export const XHR = { 'x-requested-with': 'XMLHttpRequest' } as const

/** A GET with `params` as the URL's query. */
export const getWith = (url: string, params: Strings, headers: Strings): Ask => ({
  url: `${url}?${new URLSearchParams(params)}`,
  options: { headers },
})

/** A POST of form fields, form-encoded (FORM_ENCODED unless the headers name another type). */
export const postForm = (url: string, fields: Strings, headers: Strings): Ask => ({
  url,
  options: {
    method: 'POST',
    headers: { 'content-type': FORM_ENCODED, ...headers },
    body: new URLSearchParams(fields).toString(),
  },
})

/** A POST of a JSON body. */
export const postJson = (url: string, body: Record<string, unknown>, headers: Strings): Ask => ({
  url,
  options: { method: 'POST', headers, body },
})
