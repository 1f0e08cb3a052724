/**
 * Polarsteps. POST https://www.polarsteps.com/validation/unique with the form fields
 * field=users.email and value={address} is the sign-up form's uniqueness check: the bare
 * word OK when no traveller uses the address, INVALID when one does (the check asks only
 * whether the value is unique, so INVALID means "taken").
 *
 * Silent: the form asks it while the address is typed; nothing is created or sent.
 *
 * Answer shape from public tool data, not verified live.
 */
import { oneRequestCheck, postForm } from './_email/one-request-check.ts'

export const polarstepsEmailModule = oneRequestCheck({
  id: 'polarsteps-email',
  name: 'Polarsteps',
  category: 'travel',
  url: 'https://www.polarsteps.com/',
  hosts: ['www.polarsteps.com'],
  silence:
    "The sign-up form's uniqueness check, asked while the address is typed; nothing is created or sent.",
  ask: (email) =>
    postForm(
      'https://www.polarsteps.com/validation/unique',
      { field: 'users.email', value: email },
      {
        accept: '*/*',
        'content-type': 'application/x-www-form-urlencoded',
        'polarsteps-api-version': '55',
        'polarsteps-user-language': 'en-US',
      },
    ),
  answer: {
    at: 'the body',
    taken: ['INVALID'],
    free: ['OK'],
    what: 'uniqueness answer',
  },
})
