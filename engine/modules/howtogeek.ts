/**
 * How-To Geek. GET https://www.howtogeek.com/check-user-exists/?email=… answers
 * {"userExists":true} when a member signs in with the address and {"userExists":false} when
 * none does (Valnet's sign-in check, see _email/valnet.ts).
 *
 * Silent: the sign-in dialog's first step, choosing between the password and the sign-up
 * form; it sends nothing. Answer shape from public tool data (user-scanner), not verified live.
 */
import { VALNET_SILENCE, valnetUserExists } from './_email/valnet.ts'
import { emailModule } from './_email/email-module.ts'

export const howtogeekModule = emailModule({
  id: 'howtogeek',
  name: 'How-To Geek',
  category: 'tech',
  url: 'https://www.howtogeek.com/',
  hosts: ['www.howtogeek.com'],
  finding: 'account',
  silence: VALNET_SILENCE,
  run: (ctx) => valnetUserExists(ctx, 'www.howtogeek.com'),
})
