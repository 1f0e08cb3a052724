/**
 * JioSaavn. POST https://www.saavn.com/api.php with the form fields
 * __call=user.isRegisteredEmail, _format=json, ctx=android, api_version=4 and email is the
 * app's sign-in lookup: {"status": true} when an account uses the address,
 * {"status": false} when not.
 *
 * Silent: a yes/no lookup the app makes before it shows the sign-in or sign-up screen; it
 * sends nothing.
 *
 * Answer shape from public tool data, not verified live.
 */
import { oneRequestCheck, postForm } from './_email/one-request-check.ts'

export const jiosaavnModule = oneRequestCheck({
  id: 'jiosaavn',
  name: 'JioSaavn',
  category: 'music',
  url: 'https://www.saavn.com/',
  hosts: ['www.saavn.com'],
  silence:
    'A yes/no lookup the app makes before it shows its sign-in or sign-up screen; it sends nothing.',
  ask: (email) =>
    postForm(
      'https://www.saavn.com/api.php',
      {
        __call: 'user.isRegisteredEmail',
        _format: 'json',
        _marker: '0',
        ctx: 'android',
        api_version: '4',
        email,
      },
      { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    ),
  answer: {
    at: 'status',
    taken: [true],
    free: [false],
    what: 'registration lookup',
  },
})
