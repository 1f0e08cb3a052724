/**
 * Nykaa (beauty and fashion shop; Nykaa Man shares its customer accounts). POST
 * https://www.nykaaman.com/app-api/index.php/customer/check_existence?catalog_tag_filter=men
 * with the form fields email, platform=web, captcha_type=v3 is the sign-in sheet's first
 * step: {"response": {"is_exists": true, …}} when a customer account uses the address,
 * {"response": {"is_exists": false, …}} when not.
 *
 * Silent: a lookup that decides which screen comes next (password, one-time code or
 * sign-up); sending a code is a separate, later request that this module never makes.
 *
 * Answer shape from public tool data, not verified live.
 */
import { oneRequestCheck, postForm } from './_email/one-request-check.ts'

export const nykaaModule = oneRequestCheck({
  id: 'nykaa',
  name: 'Nykaa',
  category: 'shopping',
  url: 'https://www.nykaaman.com/',
  hosts: ['www.nykaaman.com'],
  silence:
    "The sign-in sheet's first step, which only decides the next screen; sending a code is a separate, later request, never made.",
  ask: (email) =>
    postForm(
      'https://www.nykaaman.com/app-api/index.php/customer/check_existence?catalog_tag_filter=men',
      { email, platform: 'web', captcha_type: 'v3' },
      {
        accept: 'application/json, text/plain, */*',
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://www.nykaaman.com',
        referer: 'https://www.nykaaman.com/?ptype=auth',
        cookie: 'storeId=men',
      },
    ),
  answer: {
    at: 'response.is_exists',
    taken: [true],
    free: [false],
    what: 'customer check answer',
  },
})
