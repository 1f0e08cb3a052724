/**
 * Rappi (delivery). POST https://services.rappi.com.ar/api/rocket/user/account/check-email
 * with {"email"} is the app's first sign-in step: {"exists": true} when a Rappi account
 * uses the address, {"exists": false} when not. The Argentine service answers for the
 * account; the app sends the country in its headers.
 *
 * Silent: this step only tells the app whether to show sign-in or sign-up. The app's next
 * step (POST …/login/email/application_user) starts a sign-in and can send the owner a
 * code; it is never called here.
 *
 * Answer shape from public tool data, not verified live.
 */
import { randomBytes } from 'node:crypto'
import { oneRequestCheck, postJson } from './_email/one-request-check.ts'

export const rappiModule = oneRequestCheck({
  id: 'rappi',
  name: 'Rappi',
  category: 'shopping',
  url: 'https://www.rappi.com.ar/',
  hosts: ['services.rappi.com.ar'],
  silence:
    "The app's first sign-in step, which only chooses sign-in or sign-up; the next step, which can send the owner a code, is never called.",
  ask: (email) =>
    postJson(
      'https://services.rappi.com.ar/api/rocket/user/account/check-email',
      { email },
      {
        accept: 'application/json',
        'accept-language': 'en-US',
        language: 'en',
        'country-code': 'AR',
        custom_country_code: 'AR',
        // The app sends a device id of its own; a fresh one per check ties nothing together.
        deviceid: randomBytes(8).toString('hex'),
      },
    ),
  answer: {
    at: 'exists',
    taken: [true],
    free: [false],
    what: 'email check answer',
  },
})
