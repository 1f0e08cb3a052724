/**
 * Pinterest. GET https://www.pinterest.com/resource/ApiResource/get/ with
 * data={"options":{"url":"/v3/register/exists/","data":{"email":…}},"context":{}} is the
 * sign-up form's existence check: resource_response.data is true when an account uses the
 * address, false when not.
 *
 * Silent: sign-up step one asks it before anything is created; it sends nothing.
 */
import { XHR, getWith, oneRequestCheck } from './_email/one-request-check.ts'

export const pinterestEmailModule = oneRequestCheck({
  id: 'pinterest-email',
  name: 'Pinterest',
  category: 'social',
  url: 'https://www.pinterest.com/',
  hosts: ['www.pinterest.com'],
  silence:
    'The existence check of sign-up step one, asked before anything is created; it sends nothing.',
  ask: (email) =>
    getWith(
      'https://www.pinterest.com/resource/ApiResource/get/',
      {
        source_url: '/signup/step1/',
        data: JSON.stringify({
          options: { url: '/v3/register/exists/', data: { email } },
          context: {},
        }),
      },
      {
        accept: 'application/json, text/javascript, */*, q=0.01',
        ...XHR,
        'x-pinterest-source-url': '/signup/step1/',
        'x-pinterest-pws-handler': 'www/signup/[step].js',
        referer: 'https://www.pinterest.com/',
      },
    ),
  answer: {
    at: 'resource_response.data',
    taken: [true],
    free: [false],
    what: 'existence answer',
  },
})
