/**
 * Love Nudge (the couples' app). GET https://api.lovenudgeapp.com/api/register/check?email=…
 * (with the app's time_zone and app_version parameters) is the sign-up screen's check:
 * {"data":true} when an account uses the address, {"data":false} when none does.
 *
 * Silent: the registration form's availability check; it creates nothing and sends nothing.
 *
 * Answer shape from public tool data, not verified live.
 */
import { getWith, oneRequestCheck } from './_email/one-request-check.ts'

/** The app release whose requests this mirrors; the API asks for one. */
const APP_VERSION = '5.2.10'

export const lovenudgeModule = oneRequestCheck({
  id: 'lovenudge',
  name: 'Love Nudge',
  category: 'social',
  url: 'https://lovenudgeapp.com/',
  hosts: ['api.lovenudgeapp.com'],
  silence: "The sign-up screen's availability check; it creates nothing and sends nothing.",
  ask: (email) =>
    getWith(
      'https://api.lovenudgeapp.com/api/register/check',
      { email, time_zone: 'UTC', app_version: APP_VERSION },
      { accept: 'application/json' },
    ),
  answer: {
    at: 'data',
    taken: [true],
    free: [false],
    what: 'registration check answer',
  },
})
