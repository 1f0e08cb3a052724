/**
 * MyAnimeList. POST https://myanimelist.net/signup/email/validate with the form field email
 * is the sign-up form's address check: {"errors": [{"message": "You already have an
 * account with this email address…"}]} for a registered address, {"data": []} with no
 * errors for a free one.
 *
 * Silent: the form checks the address as it is typed; nothing is created or sent.
 *
 * Answer shape from public tool data, not verified live.
 */
import { buildRecord } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { XHR, oneRequestCheck, postForm } from './_email/one-request-check.ts'

interface ValidateAnswer {
  data?: unknown
  errors?: { message?: unknown }[] | null
}

const TAKEN = /already have an account/i

export const myanimelistEmailModule = oneRequestCheck({
  id: 'myanimelist-email',
  name: 'MyAnimeList',
  category: 'video',
  url: 'https://myanimelist.net/',
  hosts: ['myanimelist.net'],
  silence:
    "The sign-up form's address check, made as the address is typed; nothing is created or sent.",
  ask: (email) =>
    postForm(
      'https://myanimelist.net/signup/email/validate',
      { email },
      {
        accept: 'application/json, text/plain, */*',
        'content-type': 'application/x-www-form-urlencoded',
        ...XHR,
        origin: 'https://myanimelist.net',
        referer: 'https://myanimelist.net/register.php',
      },
    ),
  answer(res, email) {
    if (res.status !== 200) return unexpected(res)
    const answer = res.json<ValidateAnswer>()
    const errors = Array.isArray(answer.errors) ? answer.errors : []
    const taken = errors
      .map((e) => e.message)
      .find((m): m is string => typeof m === 'string' && TAKEN.test(m))
    if (taken) return found(`errors say '${taken}'`, buildRecord({ email: email }))
    if (errors.length === 0 && Array.isArray(answer.data) && answer.data.length === 0)
      return notFound('field data is an empty list, with no errors')
    return unrecognised('email validation answer')
  },
})
