/**
 * Nimble (CRM). GET https://www.nimble.com/lib/register.php?email=… is the sign-up form's
 * remote validation: it answers the JSON literal true when the address may sign up, and the
 * JSON string "I thought you looked familiar! This email is already registered." when an
 * account holds it.
 *
 * Silent: a form field's validation, asked before anything is created; it sends nothing.
 * Answer shape from public tool data (holehe), not verified live.
 */
import { remoteValidation } from './_email/account-check.ts'
import { XHR, getWith, oneRequestCheck } from './_email/one-request-check.ts'

export const nimbleModule = oneRequestCheck({
  id: 'nimble',
  name: 'Nimble',
  category: 'business',
  url: 'https://www.nimble.com/',
  hosts: ['www.nimble.com'],
  silence:
    "The sign-up form's remote validation of the address, asked before anything is created; it sends nothing.",
  ask: (email) =>
    getWith(
      'https://www.nimble.com/lib/register.php',
      { email },
      {
        accept: 'application/json, text/javascript, */*; q=0.01',
        ...XHR,
        referer: 'https://www.nimble.com/',
      },
    ),
  answer: remoteValidation('This email is already registered'),
})
