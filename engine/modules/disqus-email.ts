/**
 * Disqus. GET https://disqus.com/profile/signup/ gives the sign-up form and its Django CSRF
 * token (csrfmiddlewaretoken, with the csrftoken cookie); POST to the same URL with the token,
 * the address, a display name, the consent boxes and an empty password re-renders the form
 * with its field errors (<ul class="errorlist">). For a registered address the errors include
 * "The e-mail address you specified is already in use"; for a free one the only errors are the
 * other fields' (the empty password), none about the address. Django validates the fields
 * before the form's captcha, so the answer needs none.
 *
 * Silent: the empty password makes the form fail validation every time, so no account is ever
 * created and nothing is mailed; only the form's errors come back.
 *
 * Answer shape from public tool data (verified live by that tool's author), not verified here.
 */
import type { LookupModule } from '../types.ts'
import { cookieHeader, cookiesFrom } from './_email/cookies.ts'
import { buildRecord } from './_shared/fields.ts'
import { decodeAttribute, stripTags } from './_shared/html.ts'
import { throwIfBlocked } from './_shared/blocks.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'

const SIGNUP = 'https://disqus.com/profile/signup/'
const TAKEN = 'The e-mail address you specified is already in use'
const TOKEN = /name=["']csrfmiddlewaretoken["']\s+value=["']([^"']+)["']/
/** A display name that only fills the field; the form never gets past validation. */
const PLACEHOLDER_NAME = 'zq lookup placeholder'

/** The text of every error the form lists. */
function formErrors(html: string): string[] {
  const lists = [...html.matchAll(/<ul class="errorlist[^"]*">([\s\S]*?)<\/ul>/gi)]
  return lists.flatMap(([, items = '']) =>
    [...items.matchAll(/<li>([\s\S]*?)<\/li>/gi)].map(([, text = '']) => stripTags(text) ?? ''),
  )
}

export const disqusEmailModule: LookupModule = {
  id: 'disqus-email',
  name: 'Disqus',
  category: 'forums',
  types: ['email'],
  url: 'https://disqus.com/',
  hosts: ['disqus.com'],
  kind: 'module',
  finding: 'account',
  fixtures: { present: 'test@gmail.com', absent: 'zqnosuchuser7d1f9b3x@gmail.com' },
  async run(ctx) {
    // The sign-up form carries a reCAPTCHA widget of its own (checked only after the fields),
    // which the shared wall check would take for a captcha page: the form is looked for
    // first, and anything else goes through the wall check.
    const page = await ctx.http.request(SIGNUP, {
      headers: { accept: 'text/html' },
      detectBlocks: false,
    })
    const jar = cookiesFrom(page)
    const raw = page.status === 200 ? TOKEN.exec(page.text)?.[1] : undefined
    if (!raw) {
      throwIfBlocked(page)
      return page.status === 200 ? unrecognised('sign-up page (no form token)') : unexpected(page)
    }
    const token = decodeAttribute(raw)
    const res = await ctx.http.request(SIGNUP, {
      method: 'POST',
      headers: {
        accept: 'text/html',
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://disqus.com',
        referer: SIGNUP,
        ...(jar.size > 0 ? { cookie: cookieHeader(jar) } : {}),
      },
      body: new URLSearchParams({
        csrfmiddlewaretoken: token,
        display_name: PLACEHOLDER_NAME,
        email: ctx.query,
        password: '',
        tos: 'on',
        'privacy-policy': 'on',
        'age-declaration': 'on',
        'data-sharing': 'on',
      }).toString(),
      detectBlocks: false,
    })
    const errors = res.status === 200 ? formErrors(res.text) : []
    if (errors.some((error) => error.includes(TAKEN))) {
      return found(`the form says "${TAKEN}"`, buildRecord({ email: ctx.query }))
    }
    // Only errors about other fields prove the form judged the address and let it pass; an
    // error about the address (malformed, blocked domain) is no verdict.
    if (errors.length > 0 && !errors.some((error) => /e-?mail/i.test(error))) {
      const count = `${errors.length} error${errors.length === 1 ? '' : 's'}`
      return notFound(`the form lists ${count}, none about the e-mail address`)
    }
    throwIfBlocked(res)
    return res.status === 200 ? unrecognised('sign-up answer') : unexpected(res)
  },
}
