/**
 * Deliveroo. POST https://consumer-ow-api.deliveroo.com/orderapp/v1/check-email with
 * {"email_address"} is the first step of the order web app's sign-in: it answers
 * {"registered": true} when a customer account uses the address and {"registered": false}
 * when it does not (the app then shows the password form, or the sign-up form).
 *
 * Silent: the step only decides which form to show next; any code or link the app can send
 * needs a later request that this module never makes, so nothing reaches the owner.
 *
 * Answer shape from public tool data, not verified live.
 */
import { flagCheck } from './_email/account-check.ts'
import { unexpected } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

export const deliverooModule = emailModule({
  id: 'deliveroo',
  name: 'Deliveroo',
  category: 'shopping',
  url: 'https://deliveroo.com/',
  hosts: ['consumer-ow-api.deliveroo.com'],
  finding: 'account',
  silence:
    "The first step of the order app's sign-in, which only decides which form to show next; any code or link would need a later request, never made.",
  async run(ctx) {
    const res = await ctx.http.request(
      'https://consumer-ow-api.deliveroo.com/orderapp/v1/check-email',
      {
        method: 'POST',
        headers: {
          accept: 'application/json, application/vnd.api+json',
          'x-roo-client': 'orderweb-client',
          'x-roo-country': 'uk',
          'x-requested-with': 'XMLHttpRequest',
          origin: 'https://deliveroo.co.uk',
        },
        body: { email_address: ctx.query },
      },
    )
    if (res.status !== 200) return unexpected(res)
    const { registered } = res.json<{ registered?: unknown }>()
    return flagCheck(ctx.query, 'registered', registered, true, 'sign-in email check')
  },
})
