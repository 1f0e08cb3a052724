/**
 * Treehouse (teamtreehouse.com). GET https://teamtreehouse.com/subscribe/new?trial=yes gives
 * the session cookie and the page's <meta name="csrf-token">; POST
 * https://teamtreehouse.com/account/email_address with the form field email and that token is
 * the trial sign-up's address check: {"success":true} when the address may sign up, and an
 * answer saying "… that email address is taken." when an account holds it.
 *
 * Silent: the sign-up form validates the address before anything is created; it sends
 * nothing. Answer shape from public tool data (holehe), not verified live.
 */
import { csrfMeta, objectOf, parseJson } from './_email/forms.ts'
import { XHR, postForm } from './_email/one-request-check.ts'
import { pageThenAsk } from './_email/page-then-ask.ts'
import { buildRecord } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'

const TAKEN = 'that email address is taken'

const SIGN_UP = 'https://teamtreehouse.com/subscribe/new?trial=yes'

export const teamtreehouseEmailModule = pageThenAsk({
  id: 'teamtreehouse-email',
  name: 'Treehouse',
  category: 'education',
  url: 'https://teamtreehouse.com/',
  hosts: ['teamtreehouse.com'],
  silence: "The trial sign-up's address check, before anything is created; it sends nothing.",
  page: { url: SIGN_UP, what: 'sign-up page' },
  token: {
    read: (page) => csrfMeta(page.text),
    missing: 'unrecognised sign-up page (no csrf-token)',
  },
  ask: (email, { cookie, token }) =>
    postForm(
      'https://teamtreehouse.com/account/email_address',
      { email },
      {
        accept: 'application/json, text/javascript, */*; q=0.01',
        'x-csrf-token': token,
        ...XHR,
        origin: 'https://teamtreehouse.com',
        referer: SIGN_UP,
        cookie,
      },
    ),
  answer(res, query) {
    if (res.status !== 200 && res.status !== 422) return unexpected(res)
    if (res.text.toLowerCase().includes(TAKEN)) {
      return found(`the answer says "${TAKEN}"`, buildRecord({ email: query }))
    }
    if (res.status === 200 && objectOf(parseJson(res.text))?.success === true) {
      return notFound('field success is true')
    }
    return unrecognised('address check answer')
  },
})
