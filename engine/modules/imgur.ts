/**
 * Imgur. POST https://imgur.com/signin/ajax_email_available with the form field email answers
 * {"data":{"available": false},"success":true,"status":200} when an account uses the address.
 *
 * Silent: the registration form's availability check; it sends nothing.
 */
import { XHR, oneRequestCheck, postForm } from './_email/one-request-check.ts'

export const imgurModule = oneRequestCheck({
  id: 'imgur',
  name: 'Imgur',
  category: 'art',
  url: 'https://imgur.com/',
  hosts: ['imgur.com'],
  silence:
    "The registration form's email-availability check; no account is made and nothing is sent.",
  ask: (email) =>
    postForm(
      'https://imgur.com/signin/ajax_email_available',
      { email },
      { accept: '*/*', ...XHR, origin: 'https://imgur.com', referer: 'https://imgur.com/register' },
    ),
  answer: {
    at: 'data.available',
    taken: [false],
    free: [true],
    what: 'email availability answer',
  },
})
