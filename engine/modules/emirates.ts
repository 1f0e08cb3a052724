/**
 * Emirates Skywards. POST https://www.emirates.com/service/ekl/validate-email?data=null with
 * {"emailAddress"} is the Skywards join form's address check: {"status": false, "body":
 * {"errors": [{"code": "program.member.EmailExistsForAnotherMember"}]}} when a member uses
 * the address, {"status": true} with no errors when it is free.
 *
 * Silent: the join form validates the address before anything is created; nothing is sent.
 *
 * Answer shape from public tool data, not verified live.
 */
import { buildRecord } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { oneRequestCheck, postJson } from './_email/one-request-check.ts'

interface ValidateAnswer {
  status?: unknown
  body?: { errors?: { code?: unknown }[] | null } | null
}

const TAKEN = 'program.member.EmailExistsForAnotherMember'

export const emiratesModule = oneRequestCheck({
  id: 'emirates',
  name: 'Emirates Skywards',
  category: 'travel',
  url: 'https://www.emirates.com/',
  hosts: ['www.emirates.com'],
  silence:
    "The Skywards join form's address validation, before anything is created; nothing is sent.",
  ask: (emailAddress) =>
    postJson(
      'https://www.emirates.com/service/ekl/validate-email?data=null',
      { emailAddress },
      {
        accept: 'application/json, text/plain, */*',
        origin: 'https://www.emirates.com',
        referer: 'https://www.emirates.com/english/skywards/join/',
      },
    ),
  answer(res, email) {
    if (res.status !== 200) return unexpected(res)
    const answer = res.json<ValidateAnswer>()
    const errors = Array.isArray(answer.body?.errors) ? answer.body.errors : []
    if (errors.some((e) => e.code === TAKEN))
      return found(`errors hold code ${TAKEN}`, buildRecord({ email: email }))
    if (answer.status === true && errors.length === 0)
      return notFound('field status is true, with no errors')
    return unrecognised('join form check answer')
  },
})
