/**
 * noCRM.io. GET https://register.nocrm.io/register/check_trial_duplicate?email=… is the trial
 * sign-up's duplicate check: {"account":0} when no account uses the address, and
 * {"account":1,"url":"https://<company>.nocrm.io"} when one does, with the address of the
 * company's noCRM space it belongs to.
 *
 * Silent: the sign-up form's duplicate check, asked before any trial is created; it sends
 * nothing. Answer shape from public tool data (holehe), not verified live.
 */
import { objectOf } from './_email/forms.ts'
import { buildRecord, pv } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

/** Only a noCRM space's own address is shown; anything else in `url` is dropped. */
const SPACE_URL = /^https:\/\/[a-z0-9-]+\.nocrm\.io\/?$/i

export const nocrmModule = emailModule({
  id: 'nocrm',
  name: 'noCRM.io',
  category: 'business',
  url: 'https://www.nocrm.io/',
  hosts: ['register.nocrm.io'],
  finding: 'account',
  silence:
    "The trial sign-up's duplicate check, asked before any trial is created; it sends nothing.",
  async run(ctx) {
    const res = await ctx.http.request(
      `https://register.nocrm.io/register/check_trial_duplicate?${new URLSearchParams({ email: ctx.query })}`,
      {
        headers: {
          accept: 'application/json, text/javascript, */*; q=0.01',
          'x-requested-with': 'XMLHttpRequest',
          referer: 'https://register.nocrm.io/',
        },
      },
    )
    if (res.status !== 200) return unexpected(res)
    const answer = objectOf(res.json())
    if (answer?.account === 0) return notFound('field account is 0')
    if (answer?.account !== 1) return unrecognised('duplicate check answer')
    const space = typeof answer.url === 'string' && SPACE_URL.test(answer.url) ? answer.url : null
    return found(
      'field account is 1',
      buildRecord({ email: ctx.query }, [pv.url('space_url', 'noCRM space', space)]),
    )
  },
})
