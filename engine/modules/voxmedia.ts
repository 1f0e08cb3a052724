/**
 * Vox Media (The Verge, Polygon, SB Nation…). POST
 * https://auth.voxmedia.com/chorus_auth/email_valid.json with the form field email answers
 * {"available": false, …} when an account uses the address.
 *
 * Silent: the shared sign-in form's first check; it sends nothing.
 */
import { XHR, oneRequestCheck, postForm } from './_email/one-request-check.ts'

export const voxmediaModule = oneRequestCheck({
  id: 'voxmedia',
  name: 'Vox Media',
  category: 'news',
  url: 'https://auth.voxmedia.com/',
  hosts: ['auth.voxmedia.com'],
  silence:
    "The first check of Vox Media's shared sign-in form, made on the typed address; it sends nothing.",
  ask: (email) =>
    postForm(
      'https://auth.voxmedia.com/chorus_auth/email_valid.json',
      { email },
      {
        accept: 'application/json, text/javascript, */*; q=0.01',
        ...XHR,
        origin: 'https://auth.voxmedia.com',
      },
    ),
  answer: {
    at: 'available',
    taken: [false],
    free: [true],
    what: 'email check answer',
  },
})
