/**
 * Firefox (Mozilla accounts). POST https://api.accounts.firefox.com/v1/account/status with
 * {"email"} answers {"exists": true|false}.
 *
 * Silent: this is the question the sign-in page asks before it shows a password or a sign-up
 * step. It starts no login, sends no code and no mail.
 */
import { flagCheck } from './_email/account-check.ts'
import { unexpected } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

export const firefoxModule = emailModule({
  id: 'firefox',
  name: 'Firefox',
  category: 'tech',
  url: 'https://accounts.firefox.com/',
  hosts: ['api.accounts.firefox.com'],
  finding: 'account',
  silence:
    'The account-status question the sign-in page asks before it shows a password or sign-up step; it starts no login and sends no code or mail.',
  async run(ctx) {
    const res = await ctx.http.request('https://api.accounts.firefox.com/v1/account/status', {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: { email: ctx.query },
    })
    if (res.status !== 200) return unexpected(res)
    const { exists } = res.json<{ exists?: unknown }>()
    return flagCheck(ctx.query, 'exists', exists, true, 'account status')
  },
})
