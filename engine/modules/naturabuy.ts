/**
 * NaturaBuy (French hunting and fishing marketplace). POST
 * https://www.naturabuy.fr/includes/ajax/register.php with the multipart fields
 * jsref=email, jsvalue={address}, registerMode=full is the registration form's live check
 * of one field: it answers {"free": false} when a member uses the address and
 * {"free": true} when it is free.
 *
 * Silent: the form checks each field as it is filled in; nothing is created or sent.
 *
 * Answer shape from public tool data, not verified live.
 */
import { FORM_BOUNDARY, multipartBody } from './_email/multipart.ts'
import { XHR, oneRequestCheck } from './_email/one-request-check.ts'

export const naturabuyModule = oneRequestCheck({
  id: 'naturabuy',
  name: 'NaturaBuy',
  category: 'shopping',
  url: 'https://www.naturabuy.fr/',
  hosts: ['www.naturabuy.fr'],
  silence: "The registration form's live check of one field; nothing is created or sent.",
  ask: (email) => ({
    url: 'https://www.naturabuy.fr/includes/ajax/register.php',
    options: {
      method: 'POST',
      headers: {
        accept: '*/*',
        'content-type': `multipart/form-data; boundary=${FORM_BOUNDARY}`,
        ...XHR,
        origin: 'https://www.naturabuy.fr',
        referer: 'https://www.naturabuy.fr/register.php',
      },
      body: multipartBody({ jsref: 'email', jsvalue: email, registerMode: 'full' }),
    },
  }),
  answer: {
    at: 'free',
    taken: [false],
    free: [true],
    what: 'registration field check',
  },
})
