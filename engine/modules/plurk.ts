/**
 * Plurk. POST https://www.plurk.com/Users/isEmailFound with the form field email answers the
 * plain text "True" or "False".
 *
 * Silent: the sign-up form's duplicate check; it sends nothing.
 */
import { XHR, oneRequestCheck, postForm } from './_email/one-request-check.ts'

export const plurkModule = oneRequestCheck({
  id: 'plurk',
  name: 'Plurk',
  category: 'social',
  url: 'https://www.plurk.com/',
  hosts: ['www.plurk.com'],
  silence: "The sign-up form's duplicate-address check; it creates nothing and sends nothing.",
  ask: (email) =>
    postForm(
      'https://www.plurk.com/Users/isEmailFound',
      { email },
      { ...XHR, origin: 'https://www.plurk.com' },
    ),
  answer: {
    at: 'the body',
    taken: ['True'],
    free: ['False'],
    what: 'duplicate check answer',
  },
})
