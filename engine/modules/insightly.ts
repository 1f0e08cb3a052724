/**
 * Insightly. POST https://accounts.insightly.com/signup/isemailvalid with the form field
 * emailaddress is the sign-up form's remote validation: it answers the JSON literal true when
 * the address may sign up, and a JSON string, "An account exists for this address. Use another
 * address or …", when an account holds it.
 *
 * Silent: a form field's validation, asked before anything is created; it sends nothing.
 * Answer shape from public tool data (holehe, user-scanner), not verified live.
 */
import { remoteValidation } from './_email/account-check.ts'
import { XHR, oneRequestCheck, postForm } from './_email/one-request-check.ts'

export const insightlyModule = oneRequestCheck({
  id: 'insightly',
  name: 'Insightly',
  category: 'business',
  url: 'https://www.insightly.com/',
  hosts: ['accounts.insightly.com'],
  silence:
    "The sign-up form's remote validation of its address field, before anything is created; it sends nothing.",
  ask: (emailaddress) =>
    postForm(
      'https://accounts.insightly.com/signup/isemailvalid',
      { emailaddress },
      {
        accept: 'application/json, text/javascript, */*; q=0.01',
        ...XHR,
        origin: 'https://accounts.insightly.com',
        referer: 'https://accounts.insightly.com/?plan=trial',
      },
    ),
  answer: remoteValidation('An account exists for this address'),
})
