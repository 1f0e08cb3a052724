/**
 * Firefox (Mozilla accounts). POST https://api.accounts.firefox.com/v1/account/status with
 * {"email"} answers {"exists": true|false}.
 *
 * Silent: this is the question the sign-in page asks before it shows a password or a sign-up
 * step. It starts no login, sends no code and no mail.
 */
import { oneRequestCheck, postJson } from './_email/one-request-check.ts'

export const firefoxModule = oneRequestCheck({
  id: 'firefox',
  name: 'Firefox',
  category: 'tech',
  url: 'https://accounts.firefox.com/',
  hosts: ['api.accounts.firefox.com'],
  silence:
    'The account-status question the sign-in page asks before it shows a password or sign-up step; it starts no login and sends no code or mail.',
  ask: (email) =>
    postJson(
      'https://api.accounts.firefox.com/v1/account/status',
      { email },
      { accept: 'application/json' },
    ),
  answer: {
    at: 'exists',
    taken: [true],
    free: [false],
    what: 'account status',
  },
})
