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
import { XHR, oneRequestCheck, postJson } from './_email/one-request-check.ts'

export const deliverooModule = oneRequestCheck({
  id: 'deliveroo',
  name: 'Deliveroo',
  category: 'shopping',
  url: 'https://deliveroo.com/',
  hosts: ['consumer-ow-api.deliveroo.com'],
  silence:
    "The first step of the order app's sign-in, which only decides which form to show next; any code or link would need a later request, never made.",
  ask: (email) =>
    postJson(
      'https://consumer-ow-api.deliveroo.com/orderapp/v1/check-email',
      { email_address: email },
      {
        accept: 'application/json, application/vnd.api+json',
        'x-roo-client': 'orderweb-client',
        'x-roo-country': 'uk',
        ...XHR,
        origin: 'https://deliveroo.co.uk',
      },
    ),
  answer: {
    at: 'registered',
    taken: [true],
    free: [false],
    what: 'sign-in email check',
  },
})
